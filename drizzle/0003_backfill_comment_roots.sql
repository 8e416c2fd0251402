-- Replies written before root_id existed: point each at the top-level comment of its thread.
WITH RECURSIVE thread AS (
  SELECT id, id AS root FROM comments WHERE parent_id IS NULL
  UNION ALL
  SELECT c.id, thread.root FROM comments c JOIN thread ON c.parent_id = thread.id
)
UPDATE comments SET root_id = thread.root FROM thread WHERE comments.id = thread.id AND comments.parent_id IS NOT NULL AND comments.root_id IS NULL;

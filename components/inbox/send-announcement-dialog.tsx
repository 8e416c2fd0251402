"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Megaphone } from "lucide-react";
import { mutateQuery } from "@/lib/api/query";
import { FormField } from "@/components/ui/form-field";
import { applyServerErrors } from "@/components/accounts/server-errors";
import { TOAST_MS } from "@/components/accounts/toast-durations";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { apiRequest } from "@/lib/api/client";
import { MESSAGES_KEY, UNREAD_COUNT_KEY } from "@/lib/api/query-keys";
import { toast } from "@/components/ui/use-toast";
import { massMessageSchema, type MassMessageInput } from "@/lib/validation/messages";
import { count } from "@/lib/plural";
import { submitHandler } from "@/lib/form-submit";

/** Staff only: an announcement to every active user's inbox (and by email to subscribed users). */
export function SendAnnouncementDialog() {
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, setError, reset, formState } = useForm<MassMessageInput>({
    resolver: zodResolver(massMessageSchema),
    defaultValues: { subject: "", content: "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: MassMessageInput) => {
    try {
      const res = await apiRequest("POST", "/api/messages/mass", values);
      const { recipients } = (await res.json()) as { recipients: number };
      toast({
        title: "Announcement Sent",
        description: `Delivered to ${count(recipients)} inboxes.`,
        duration: TOAST_MS.normal,
      });
      reset();
      setOpen(false);
      await Promise.all([mutateQuery(MESSAGES_KEY), mutateQuery(UNREAD_COUNT_KEY)]);
    } catch (error) {
      if (applyServerErrors(error, setError, ["subject", "content"])) return;
      toast({
        title: "Error",
        description: "Failed to send mass message. Please try again.",
        variant: "destructive",
        duration: TOAST_MS.normal,
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button">
          <Megaphone aria-hidden />
          Send Announcement
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send Announcement</DialogTitle>
          <DialogDescription>
            Every active user gets it in their inbox; subscribed, verified users also get it by email. Each staff member
            can send at most 10 an hour.
          </DialogDescription>
        </DialogHeader>
        <form id="announcement-form" onSubmit={submitHandler(handleSubmit(onSubmit))} noValidate className="space-y-4">
          <FormField
            id="announcement-subject"
            label="Subject"
            autoComplete="off"
            maxLength={200}
            error={errors.subject?.message}
            {...register("subject")}
          />
          <div className="space-y-2">
            <Label htmlFor="announcement-content">Message</Label>
            <Textarea
              id="announcement-content"
              rows={6}
              maxLength={5000}
              aria-invalid={errors.content ? true : undefined}
              aria-describedby={errors.content ? "announcement-content-error" : undefined}
              {...register("content")}
            />
            {errors.content && (
              <p id="announcement-content-error" role="alert" className="text-sm text-destructive">
                {errors.content.message}
              </p>
            )}
          </div>
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" form="announcement-form" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting && <Loader2 className="animate-spin" aria-hidden />}
            {isSubmitting ? "Sending..." : "Send"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

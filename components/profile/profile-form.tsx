"use client";

import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import type { z } from "zod";
import { FormField } from "@/components/ui/form-field";
import { applyServerErrors } from "@/components/accounts/server-errors";
import { TOAST_MS } from "@/components/accounts/toast-durations";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { apiRequest } from "@/lib/api/client";
import { toast } from "@/components/ui/use-toast";
import { profileSchema, type ProfileInput } from "@/lib/validation/profile";
import { useProfileRefresh } from "./use-profile-refresh";
import { submitHandler } from "@/lib/form-submit";

export function ProfileForm({ bio, profileImage }: { bio: string | null; profileImage: string | null }) {
  const refresh = useProfileRefresh();
  const { register, handleSubmit, setError, control, formState } = useForm<
    z.input<typeof profileSchema>,
    unknown,
    ProfileInput
  >({
    resolver: zodResolver(profileSchema),
    defaultValues: { bio: bio ?? "", profileImage: profileImage ?? "" },
  });
  const { errors, isSubmitting } = formState;
  const bioLength = (useWatch({ control, name: "bio" }) ?? "").length;

  const onSubmit = async (values: ProfileInput) => {
    try {
      await apiRequest("PATCH", "/api/users/profile", values);
      toast({ title: "Profile Updated", description: "Your profile has been saved.", duration: TOAST_MS.normal });
      await refresh();
    } catch (error) {
      if (applyServerErrors(error, setError, ["bio", "profileImage"])) return;
      toast({
        title: "Error",
        description: "Failed to update profile",
        variant: "destructive",
        duration: TOAST_MS.normal,
      });
    }
  };

  return (
    <form onSubmit={submitHandler(handleSubmit(onSubmit))} noValidate className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="bio">Bio</Label>
        <Textarea
          id="bio"
          rows={4}
          placeholder="Tell others about yourself"
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={errors.bio ? "bio-count bio-error" : "bio-count"}
          {...register("bio")}
        />
        <p id="bio-count" className="text-right text-xs text-muted-foreground">
          {bioLength}/200
        </p>
        {errors.bio && (
          <p id="bio-error" role="alert" className="text-sm text-destructive">
            {errors.bio.message}
          </p>
        )}
      </div>
      <FormField
        id="profileImage"
        label="Profile Image URL"
        type="url"
        inputMode="url"
        placeholder="https://example.com/avatar.png"
        error={errors.profileImage?.message}
        {...register("profileImage")}
      />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting && <Loader2 className="animate-spin" aria-hidden />}
        {isSubmitting ? "Saving..." : "Save Profile"}
      </Button>
    </form>
  );
}

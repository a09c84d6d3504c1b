import { type CreateTeacherBody, createTeacherBodySchema } from "@campus/contracts/teachers";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { formTexts } from "../../../lib/form-texts.ts";
import { setServerFieldErrors } from "../../../lib/server-field-errors.ts";
import { bindTextField } from "../../../ui/bind-text-field.ts";
import { EmailTextField } from "../../../ui/email-text-field.tsx";

type TeacherFormInput = z.input<typeof createTeacherBodySchema>;
export type TeacherForm = UseFormReturn<TeacherFormInput, unknown, CreateTeacherBody>;

const FIELDS = ["lastname", "firstname", "email", "phone", "speciality", "externalId"] as const;

interface TeacherValues {
  lastname: string;
  firstname: string;
  email: string;
  phone: string | null;
  speciality: string | null;
  externalId: string | null;
}

/** A teacher's form, checked with the contract's schema (French messages); empty for a new teacher. */
export function useTeacherForm(teacher?: TeacherValues): TeacherForm {
  return useForm<TeacherFormInput, unknown, CreateTeacherBody>({
    resolver: zodResolver(createTeacherBodySchema),
    defaultValues: formTexts(teacher, FIELDS),
  });
}

/** Puts a failed save's field messages (e-mail already used…) under their fields. */
export function showTeacherServerErrors(form: TeacherForm, error: unknown): void {
  setServerFieldErrors(error, FIELDS, form.setError);
}

/** A teacher's fields: nom, prénom, e-mail, téléphone, spécialité, identifiant externe. */
export function TeacherFields({ form }: { form: TeacherForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  const field = (name: (typeof FIELDS)[number]) => ({
    ...bindTextField(register, errors, name),
    fullWidth: true,
  });

  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
      <TextField {...field("lastname")} label="Nom" required autoComplete="off" />
      <TextField {...field("firstname")} label="Prénom" required autoComplete="off" />
      <EmailTextField {...field("email")} />
      <TextField {...field("phone")} label="Téléphone" type="tel" autoComplete="off" />
      <TextField {...field("speciality")} label="Spécialité" />
      <TextField {...field("externalId")} label="Identifiant externe" />
    </Box>
  );
}

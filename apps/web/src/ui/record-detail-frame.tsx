import { MESSAGES } from "@campus/contracts/messages";
import ArrowBackOutlined from "@mui/icons-material/ArrowBackOutlined";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import { type ReactNode, useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { failureMessage } from "../lib/failure-message.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { LoadErrorAlert, type RetryableQuery } from "./load-error-alert.tsx";
import { useSnackbar } from "./notifications.tsx";
import { PageHeader } from "./page-header.tsx";
import { usePageTitle } from "./use-page-title.ts";

interface RecordDetailFrameProps<T, R> {
  record: RetryableQuery & { data?: T; isError: boolean };
  /** The record's name once loaded; the page's title until then and on errors. */
  title: string | undefined;
  fallbackTitle: string;
  subtitle: ReactNode;
  /** The list the page belongs to: the back button, and where a deletion leads. */
  back: { to: string; label: string };
  loadMessages: { message: string; missingMessage: string };
  /** Edit and delete buttons, for who may manage the record. */
  canManage: boolean;
  renderEditDialog: (record: T, onClose: () => void) => ReactNode;
  deletion: {
    mutate: (
      variables: undefined,
      options: { onSuccess: (result: R) => void; onError: (error: Error) => void },
    ) => void;
    isPending: boolean;
    title: string;
    message: string;
    /** What the snackbar says once done, when the answer tells (an archive rather than a deletion). */
    successMessage?: (result: R) => string;
  };
  /** More actions of the header, before « Modifier ». */
  extraActions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a record's page (a student, a teacher…): title, back button, edit and delete for
 * managers with the confirmation, the load error, and the page's content.
 */
export function RecordDetailFrame<T, R = unknown>(props: RecordDetailFrameProps<T, R>) {
  const { record, title, fallbackTitle, back, canManage, deletion } = props;
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  usePageTitle(title ?? fallbackTitle);

  const backButton = (
    <Button component={RouterLink} to={back.to} startIcon={<ArrowBackOutlined />} color="inherit">
      {back.label}
    </Button>
  );

  const handleDelete = () => {
    deletion.mutate(undefined, {
      onSuccess: (result) => {
        enqueueSnackbar(deletion.successMessage?.(result) ?? MESSAGES.deleteOk, { variant: "success" });
        void navigate(back.to, { replace: true });
      },
      onError: (error) => {
        setIsConfirming(false);
        enqueueSnackbar(failureMessage(MESSAGES.deleteKo, error), { variant: "error" });
      },
    });
  };

  if (record.isError) {
    return (
      <>
        <PageHeader title={fallbackTitle} actions={backButton} />
        <LoadErrorAlert query={record} {...props.loadMessages} missingSeverity="warning" />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={record.data ? title : <Skeleton width={240} />}
        subtitle={props.subtitle}
        actions={
          <>
            {backButton}
            {canManage && record.data ? (
              <>
                {props.extraActions}
                <Button variant="contained" startIcon={<EditOutlined />} onClick={() => setIsEditing(true)}>
                  Modifier
                </Button>
                <Button
                  color="error"
                  variant="outlined"
                  startIcon={<DeleteOutlined />}
                  onClick={() => setIsConfirming(true)}
                >
                  Supprimer
                </Button>
              </>
            ) : null}
          </>
        }
      />
      {props.children}
      {isEditing && record.data ? props.renderEditDialog(record.data, () => setIsEditing(false)) : null}
      <ConfirmDialog
        isOpen={isConfirming}
        title={deletion.title}
        message={deletion.message}
        confirmLabel="Supprimer"
        isDestructive
        isPending={deletion.isPending}
        onConfirm={handleDelete}
        onClose={() => setIsConfirming(false)}
      />
    </>
  );
}

import { CHAPTER_STATUS_LABELS, type Chapter } from "@campus/contracts/content";
import { MESSAGES } from "@campus/contracts/messages";
import ArrowBack from "@mui/icons-material/ArrowBack";
import HistoryOutlined from "@mui/icons-material/HistoryOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import { useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { failureMessage } from "../../../lib/failure-message.ts";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { RichTextEditor } from "../../../ui/rich-text-editor/rich-text-editor.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { uploadChapterImage, useChapter, useUpdateChapter } from "../api/chapters.ts";
import { ChapterHistoryDialog } from "../components/chapter-history-dialog.tsx";
import { SaveStatus } from "../components/save-status.tsx";
import { readLocalDraft, useAutosave } from "../components/use-autosave.ts";

const chaptersTab = (courseId: string) => `/dashboard/course/${encodeURIComponent(courseId)}?tab=chapitres`;

function Editor({ chapter }: { chapter: Chapter }) {
  const update = useUpdateChapter(chapter.id, chapter.courseId);
  const { enqueueSnackbar } = useSnackbar();
  // A draft left in the browser by a failed save wins over the server's text: it is newer.
  const [local] = useState(() => readLocalDraft(chapter.id));
  const [title, setTitle] = useState(local?.title ?? chapter.title);
  const body = useRef(local?.body ?? chapter.body);
  const [isHistoryOpen, setHistoryOpen] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  const autosave = useAutosave(chapter.id, (draft) => update.mutateAsync(draft));
  const isPublished = chapter.status === "published";

  const handleTitle = (value: string) => {
    setTitle(value);
    if (value.trim()) autosave.change({ title: value, body: body.current });
  };
  const handleBody = (html: string) => {
    body.current = html;
    autosave.change({ title: title.trim() || chapter.title, body: html });
  };
  const handlePublish = () =>
    update.mutate(
      {
        title: title.trim() || chapter.title,
        body: body.current,
        status: isPublished ? "draft" : "published",
      },
      {
        onSuccess: () =>
          enqueueSnackbar(isPublished ? "Chapitre repassé en brouillon" : "Chapitre publié", {
            variant: "success",
          }),
        onError: (error) => enqueueSnackbar(failureMessage(MESSAGES.saveKo, error), { variant: "error" }),
      },
    );

  return (
    <>
      <PageHeader
        title={title || "Chapitre"}
        actions={
          <>
            <SaveStatus state={autosave.state} onRetry={() => void autosave.retry()} />
            <Button startIcon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)}>
              Historique
            </Button>
            <Button variant="contained" onClick={handlePublish} disabled={update.isPending}>
              {isPublished ? "Repasser en brouillon" : "Publier"}
            </Button>
          </>
        }
      />
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 2 }}>
        <Chip
          size="small"
          color={isPublished ? "success" : "default"}
          label={CHAPTER_STATUS_LABELS[chapter.status]}
          data-testid="chapter-status"
        />
      </Box>
      <TextField
        label="Titre du chapitre"
        value={title}
        onChange={(event) => handleTitle(event.target.value)}
        fullWidth
        required
        error={!title.trim()}
        helperText={title.trim() ? undefined : "Le titre est obligatoire."}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        sx={{ mb: 2 }}
      />
      <RichTextEditor
        key={editorKey}
        initialHtml={body.current}
        onChange={handleBody}
        onUploadImage={(file) =>
          uploadChapterImage(chapter.courseId, file).catch((error: unknown) => {
            enqueueSnackbar(failureMessage(MESSAGES.uploadKo, error), { variant: "error" });
            return null;
          })
        }
        label="Contenu du chapitre"
      />
      <ChapterHistoryDialog
        chapterId={chapter.id}
        courseId={chapter.courseId}
        currentVersion={chapter.version}
        isOpen={isHistoryOpen}
        onClose={() => setHistoryOpen(false)}
        onRestored={() => setEditorKey((key) => key + 1)}
      />
    </>
  );
}

/** `/dashboard/course/:uid/chapitres/:chapterId`: a teacher writes one chapter (TipTap, autosaved). */
export function ChapterEditorPage() {
  const { uid = "", chapterId = "" } = useParams();
  const chapter = useChapter(chapterId);
  usePageTitle(chapter.data?.title ?? "Chapitre");
  const back = (
    <Button component={Link} to={chaptersTab(uid)} startIcon={<ArrowBack />} size="small" sx={{ mb: 2 }}>
      Chapitres du cours
    </Button>
  );
  if (chapter.isPending) {
    return (
      <Box aria-busy="true">
        {back}
        <Skeleton variant="text" width="40%" sx={{ fontSize: "2rem" }} />
        <Skeleton variant="rounded" height={400} />
      </Box>
    );
  }
  if (chapter.isError || !chapter.data.canEdit) {
    const missing = "Ce chapitre est introuvable, ou vous ne pouvez pas le modifier.";
    return (
      <>
        {back}
        <PageHeader title="Chapitre" />
        {chapter.isError ? (
          <LoadErrorAlert
            query={chapter}
            message="Impossible de charger le chapitre."
            missingMessage={missing}
          />
        ) : (
          <Alert severity="info">{missing}</Alert>
        )}
      </>
    );
  }
  return (
    <>
      {back}
      <Editor key={chapter.data.id} chapter={chapter.data} />
    </>
  );
}

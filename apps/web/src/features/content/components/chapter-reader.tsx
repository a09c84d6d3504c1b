import type { ChapterSummary } from "@campus/contracts/content";
import CheckCircle from "@mui/icons-material/CheckCircle";
import RadioButtonUnchecked from "@mui/icons-material/RadioButtonUnchecked";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { RichTextView } from "../../../ui/rich-text-view.tsx";
import { useChapter, useMarkChapterRead } from "../api/chapters.ts";

/**
 * A chapter may be 200 pages: the browser lays out and paints only its blocks near the screen
 * (the others keep their last known height, or about a line, for the scroll bar).
 */
const OFFSCREEN_SKIPPED = {
  "& > *": { contentVisibility: "auto", containIntrinsicSize: "auto 3lh" },
} as const;

function ChapterBody({ id, canMarkRead }: { id: string; canMarkRead: boolean }) {
  const chapter = useChapter(id);
  const mark = useMarkChapterRead(id);
  const { enqueueSnackbar } = useSnackbar();
  if (chapter.isPending) return <Skeleton variant="rounded" height={300} />;
  if (chapter.isError) {
    return (
      <LoadErrorAlert
        query={chapter}
        message="Impossible de charger le chapitre."
        missingMessage="Ce chapitre n'est pas disponible."
      />
    );
  }
  const { title, body, isRead } = chapter.data;
  return (
    <Box component="article" aria-label={title}>
      <Typography variant="h5" component="h2" sx={{ mb: 2, overflowWrap: "anywhere" }}>
        {title}
      </Typography>
      <RichTextView html={body} data-testid="chapter-body" sx={OFFSCREEN_SKIPPED} />
      {canMarkRead ? (
        <Button
          sx={{ mt: 3 }}
          variant={isRead ? "outlined" : "contained"}
          startIcon={isRead ? <CheckCircle /> : <RadioButtonUnchecked />}
          disabled={mark.isPending}
          onClick={() =>
            mark.mutate(!isRead, {
              onError: () => enqueueSnackbar("Mise à jour échouée", { variant: "error" }),
            })
          }
        >
          {isRead ? "Lu" : "Marquer comme lu"}
        </Button>
      ) : null}
    </Box>
  );
}

interface ChapterReaderProps {
  chapters: readonly ChapterSummary[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  canMarkRead: boolean;
}

/** A course's chapters: the table of contents, and the chapter chosen in it. */
export function ChapterReader({ chapters, selectedId, onSelect, canMarkRead }: ChapterReaderProps) {
  if (chapters.length === 0) {
    return <Typography color="text.secondary">Aucun chapitre publié pour ce cours.</Typography>;
  }
  const current = chapters.find((chapter) => chapter.id === selectedId) ?? chapters[0];
  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "260px minmax(0, 1fr)" },
      }}
    >
      <Paper variant="outlined" component="nav" aria-label="Table des matières" sx={{ alignSelf: "start" }}>
        <List dense>
          {chapters.map((chapter, index) => (
            <ListItem key={chapter.id} disablePadding>
              <ListItemButton
                selected={chapter.id === current?.id}
                aria-current={chapter.id === current?.id ? "page" : undefined}
                onClick={() => onSelect(chapter.id)}
              >
                {canMarkRead ? (
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    {chapter.isRead ? (
                      <CheckCircle fontSize="small" color="success" titleAccess="Lu" />
                    ) : (
                      <RadioButtonUnchecked fontSize="small" titleAccess="Non lu" />
                    )}
                  </ListItemIcon>
                ) : null}
                <ListItemText primary={`${index + 1}. ${chapter.title}`} sx={{ overflowWrap: "anywhere" }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
        {current ? <ChapterBody key={current.id} id={current.id} canMarkRead={canMarkRead} /> : null}
      </Paper>
    </Box>
  );
}

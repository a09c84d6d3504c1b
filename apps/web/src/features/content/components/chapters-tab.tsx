import { CHAPTER_STATUS_LABELS, type ChapterSummary } from "@campus/contracts/content";
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import AddOutlined from "@mui/icons-material/AddOutlined";
import DeleteOutline from "@mui/icons-material/DeleteOutlineOutlined";
import DragIndicator from "@mui/icons-material/DragIndicator";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { useConfirmedDeletion } from "../../../ui/use-confirmed-deletion.ts";
import { useChapters, useCreateChapter, useDeleteChapter, useReorderChapters } from "../api/chapters.ts";

export const chapterEditorPath = (courseId: string, chapterId: string) =>
  `/dashboard/course/${encodeURIComponent(courseId)}/chapitres/${encodeURIComponent(chapterId)}`;

function ChapterRow({
  chapter,
  index,
  courseId,
  onDelete,
}: {
  chapter: ChapterSummary;
  index: number;
  courseId: string;
  onDelete: (chapter: ChapterSummary) => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: chapter.id,
  });
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      data-testid="chapter-row"
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1,
        p: 1,
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 1 : undefined,
        position: "relative",
      }}
    >
      <IconButton
        size="small"
        aria-label={`Déplacer « ${chapter.title} » (Espace puis flèches)`}
        sx={{ cursor: "grab", touchAction: "none" }}
        {...attributes}
        {...listeners}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}>
        {index + 1}. {chapter.title}
      </Typography>
      <Chip
        size="small"
        color={chapter.status === "published" ? "success" : "default"}
        label={CHAPTER_STATUS_LABELS[chapter.status]}
      />
      <IconButton
        component={Link}
        to={chapterEditorPath(courseId, chapter.id)}
        aria-label={`Modifier « ${chapter.title} »`}
      >
        <EditOutlined fontSize="small" />
      </IconButton>
      <IconButton aria-label={`Supprimer « ${chapter.title} »`} onClick={() => onDelete(chapter)}>
        <DeleteOutline fontSize="small" />
      </IconButton>
    </Paper>
  );
}

/** The Chapitres tab of a course for its teachers: add, open in the editor, reorder, delete. */
export function ChaptersTab({ courseId }: { courseId: string }) {
  const chapters = useChapters(courseId);
  const create = useCreateChapter(courseId);
  const reorder = useReorderChapters(courseId);
  const remove = useDeleteChapter(courseId);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [title, setTitle] = useState("");
  const {
    target: toDelete,
    setTarget: setToDelete,
    dialogProps: deletionDialog,
  } = useConfirmedDeletion((chapter: ChapterSummary) => remove.mutateAsync(chapter.id));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  if (chapters.isPending) return <Skeleton variant="rounded" height={200} />;
  if (chapters.isError) {
    return (
      <LoadErrorAlert
        query={chapters}
        message="Impossible de charger les chapitres."
        missingMessage="Les cours écrits ne sont pas activés pour votre établissement."
      />
    );
  }
  const items = chapters.data.items;

  const handleCreate = () => {
    if (!title.trim()) return;
    create.mutate(
      { title: title.trim() },
      {
        onSuccess: (chapter) => {
          setTitle("");
          enqueueSnackbar("Ajout réussi", { variant: "success" });
          void navigate(chapterEditorPath(courseId, chapter.id));
        },
        onError: () => enqueueSnackbar("Ajout échoué", { variant: "error" }),
      },
    );
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = items.map((item) => item.id);
    const next = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    reorder.mutate(next, {
      onError: () => enqueueSnackbar("Mise à jour échouée", { variant: "error" }),
    });
  };

  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          handleCreate();
        }}
        sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}
      >
        <TextField
          size="small"
          label="Titre du nouveau chapitre"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ flex: "1 1 240px" }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<AddOutlined />}
          disabled={!title.trim() || create.isPending}
        >
          Ajouter un chapitre
        </Button>
      </Box>
      {items.length === 0 ? (
        <Typography color="text.secondary">Aucun chapitre pour ce cours.</Typography>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
          <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
            <Box
              component="ol"
              aria-label="Chapitres"
              sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}
            >
              {items.map((chapter, index) => (
                <ChapterRow
                  key={chapter.id}
                  chapter={chapter}
                  index={index}
                  courseId={courseId}
                  onDelete={setToDelete}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      )}
      <ConfirmDialog
        {...deletionDialog}
        title="Supprimer le chapitre"
        message={`Supprimer « ${toDelete?.title ?? ""} » et son historique ?`}
        confirmLabel="Supprimer"
      />
    </Box>
  );
}

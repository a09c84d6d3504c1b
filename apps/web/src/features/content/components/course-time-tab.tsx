import type { StudentTime } from "@campus/contracts/content";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { formatDateTime } from "../../../lib/dates.ts";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { PagedTable } from "../../../ui/paged-table.tsx";
import type { TableColumn } from "../../../ui/table-column.ts";
import { useLocalPaging } from "../../../ui/use-local-paging.ts";
import { downloadCourseTime, useCourseTime } from "../api/time.ts";
import { formatDuration } from "./time-format.ts";

const COLUMNS: readonly TableColumn<StudentTime>[] = [
  { id: "name", label: "Apprenant", render: (row) => row.name },
  { id: "seconds", label: "Sur le cours", align: "right", render: (row) => formatDuration(row.seconds) },
  { id: "replay", label: "Replays", align: "right", render: (row) => formatDuration(row.replaySeconds) },
  { id: "live", label: "En direct", align: "right", render: (row) => formatDuration(row.liveSeconds) },
  {
    id: "lastSeenAt",
    label: "Dernière activité",
    noWrap: true,
    render: (row) => (row.lastSeenAt ? formatDateTime(row.lastSeenAt) : "—"),
  },
];

/** Time per student on a course, against its advised time, with the XLSX connection record. */
export function CourseTimeTab({ courseId }: { courseId: string }) {
  const paging = useLocalPaging();
  const { page, pageSize } = paging;
  const time = useCourseTime(courseId, page, pageSize);
  const { enqueueSnackbar } = useSnackbar();
  const [isExporting, setExporting] = useState(false);
  const handleExport = async () => {
    setExporting(true);
    try {
      await downloadCourseTime(courseId);
    } catch {
      enqueueSnackbar("Export échoué", { variant: "error" });
    } finally {
      setExporting(false);
    }
  };

  if (time.isPending) return <Skeleton variant="rounded" height={240} />;
  if (time.isError) return <LoadErrorAlert query={time} message="Impossible de charger les temps." />;
  const { items, total, advisedSeconds } = time.data;
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          gap: 2,
          justifyContent: "space-between",
        }}
      >
        <Typography color="text.secondary">
          Temps conseillé : {advisedSeconds > 0 ? formatDuration(advisedSeconds) : "non renseigné"}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadOutlined />}
          onClick={() => void handleExport()}
          disabled={isExporting}
        >
          Exporter (XLSX)
        </Button>
      </Box>
      {items.length === 0 ? (
        <Typography color="text.secondary">Aucun apprenant inscrit à ce cours.</Typography>
      ) : (
        <PagedTable
          label="Temps par apprenant"
          columns={COLUMNS}
          rows={items}
          getRowId={(row) => row.studentId}
          total={total}
          {...paging.pagingProps}
          pageSizeOptions={[25, 50, 100]}
          minWidth={640}
          isDense
        />
      )}
    </Box>
  );
}

import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { formatDateTime } from "../../../lib/dates.ts";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { downloadCourseTime, useCourseTime } from "../api/time.ts";
import { formatDuration } from "./time-format.ts";

/** Time per student on a course, against its advised time, with the XLSX connection record. */
export function CourseTimeTab({ courseId }: { courseId: string }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
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
        <TableContainer>
          <Table size="small" aria-label="Temps par apprenant">
            <TableHead>
              <TableRow>
                <TableCell>Apprenant</TableCell>
                <TableCell align="right">Sur le cours</TableCell>
                <TableCell align="right">Replays</TableCell>
                <TableCell align="right">En direct</TableCell>
                <TableCell>Dernière activité</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((row) => (
                <TableRow key={row.studentId}>
                  <TableCell>{row.name}</TableCell>
                  <TableCell align="right">{formatDuration(row.seconds)}</TableCell>
                  <TableCell align="right">{formatDuration(row.replaySeconds)}</TableCell>
                  <TableCell align="right">{formatDuration(row.liveSeconds)}</TableCell>
                  <TableCell>{row.lastSeenAt ? formatDateTime(row.lastSeenAt) : "—"}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={total}
            page={page - 1}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[25, 50, 100]}
            onPageChange={(_, next) => setPage(next + 1)}
            onRowsPerPageChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(1);
            }}
            labelRowsPerPage="Lignes par page"
          />
        </TableContainer>
      )}
    </Box>
  );
}

import type { CourseDetail } from "@campus/contracts/courses";
import { personName } from "@campus/contracts/people";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { SectionHeaderCard } from "../../../ui/section-header.tsx";
import { UserAvatar } from "../../../ui/user-avatar.tsx";

// The forms load with their dialog, not with the page.
const CourseTeachersDialog = loadWhenShown(() =>
  import("./course-teachers-dialog.tsx").then((module) => module.CourseTeachersDialog),
);

interface CourseTeachersCardProps {
  course: CourseDetail;
  canManage: boolean;
}

/** "Professeurs": who teaches the course; admins change the list. */
export function CourseTeachersCard({ course, canManage }: CourseTeachersCardProps) {
  const [isEditing, setIsEditing] = useState(false);
  return (
    <SectionHeaderCard
      title="Professeurs"
      actions={
        canManage ? (
          <Button size="small" startIcon={<EditOutlined />} onClick={() => setIsEditing(true)}>
            Modifier les professeurs
          </Button>
        ) : null
      }
    >
      <Divider />
      {course.teachers.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: "center" }}>
          Aucun professeur pour ce cours
        </Typography>
      ) : (
        <List
          aria-label="Professeurs du cours"
          sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "repeat(3, 1fr)" } }}
        >
          {course.teachers.map((teacher) => (
            <ListItem key={teacher.id}>
              <ListItemAvatar>
                <UserAvatar name={personName(teacher)} photoUrl={null} />
              </ListItemAvatar>
              <ListItemText
                primary={personName(teacher)}
                secondary={teacher.email}
                slotProps={{ secondary: { sx: { overflowWrap: "anywhere" } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {isEditing ? (
        <CourseTeachersDialog
          courseId={course.id}
          teachers={course.teachers}
          onClose={() => setIsEditing(false)}
        />
      ) : null}
    </SectionHeaderCard>
  );
}

import type { Slot } from "@campus/contracts/slots";
import EventOutlined from "@mui/icons-material/EventOutlined";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { slotDay, slotHours, slotPlace } from "./slot-format.ts";

// The whole card is the link: its titles on top, the lines under them.
const ACTION_AREA_SX = {
  height: "100%",
  p: 2.5,
  display: "flex",
  flexDirection: "column",
  alignItems: "stretch",
  gap: 1.5,
} as const;

interface CourseCardFrameProps {
  /** Where the card leads: the course space. */
  to: string;
  title: string;
  thematicTitle: string;
  /** The lines under the titles. */
  children: ReactNode;
}

/** A course's card in a list of courses: the whole card is a link, its titles on top. */
export function CourseCardFrame({ to, title, thematicTitle, children }: CourseCardFrameProps) {
  return (
    <Card component="article" sx={{ height: "100%" }}>
      <CardActionArea component={Link} to={to} sx={ACTION_AREA_SX}>
        <Box>
          <Typography variant="h2" sx={{ fontSize: "1.125rem", overflowWrap: "anywhere" }}>
            {title}
          </Typography>
          {thematicTitle ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {thematicTitle}
            </Typography>
          ) : null}
        </Box>
        {children}
      </CardActionArea>
    </Card>
  );
}

/** A card's line about the course's next slot (or the one under way). */
export function NextSlotLine({ nextSlot }: { nextSlot: Slot | null | undefined }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ display: "flex", gap: 1, alignItems: "center" }}>
      <EventOutlined fontSize="small" aria-hidden />
      {nextSlot
        ? `${new Date(nextSlot.startsAt).getTime() <= Date.now() ? "Séance en cours" : "Prochaine séance"} : ${slotDay(nextSlot)}, ${slotHours(nextSlot)} · ${slotPlace(nextSlot)}`
        : "Aucune séance à venir"}
    </Typography>
  );
}

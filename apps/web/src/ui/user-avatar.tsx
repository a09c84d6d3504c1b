import Avatar from "@mui/material/Avatar";
import type { SxProps, Theme } from "@mui/material/styles";
import { initialsOf } from "../lib/initials.ts";

interface UserAvatarProps {
  name: string;
  photoUrl: string | null;
  size?: number;
  sx?: SxProps<Theme>;
}

/** A person's photo or initials; decorative, the name is always written next to it or in a label. */
export function UserAvatar({ name, photoUrl, size = 40, sx }: UserAvatarProps) {
  return (
    <Avatar
      src={photoUrl ?? undefined}
      alt=""
      aria-hidden
      sx={[
        {
          width: size,
          height: size,
          fontSize: size * 0.4,
          bgcolor: "secondary.main",
          color: "secondary.contrastText",
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initialsOf(name)}
    </Avatar>
  );
}

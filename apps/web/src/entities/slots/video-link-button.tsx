import VideocamOutlined from "@mui/icons-material/VideocamOutlined";
import Button, { type ButtonProps } from "@mui/material/Button";

interface VideoLinkButtonProps {
  href: string;
  variant?: ButtonProps["variant"];
  sx?: ButtonProps["sx"];
}

/** « Rejoindre la visio »: opens the slot's video call in a new tab. */
export function VideoLinkButton({ href, variant = "outlined", sx }: VideoLinkButtonProps) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size="small"
      variant={variant}
      startIcon={<VideocamOutlined />}
      sx={sx}
    >
      Rejoindre la visio
    </Button>
  );
}

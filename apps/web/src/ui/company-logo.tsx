import Avatar from "@mui/material/Avatar";
import { useState } from "react";
import { initialsOf } from "../lib/initials.ts";

interface CompanyLogoProps {
  name: string;
  logoUrl: string | null;
  size?: number;
}

/** The company's logo, or its initials when it has none or the image fails. */
export function CompanyLogo({ name, logoUrl, size = 48 }: CompanyLogoProps) {
  const [hasFailed, setHasFailed] = useState(false);
  const isImageShown = Boolean(logoUrl) && !hasFailed;
  return (
    <Avatar
      variant="rounded"
      src={isImageShown ? (logoUrl ?? undefined) : undefined}
      alt={isImageShown ? `Logo ${name}` : undefined}
      // The initials stand for the logo: named as one image rather than read letter by letter.
      role={isImageShown ? undefined : "img"}
      aria-label={isImageShown ? undefined : `Logo ${name}`}
      data-testid="company-logo"
      slotProps={{ img: { onError: () => setHasFailed(true), style: { objectFit: "contain" } } }}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.38,
        fontWeight: 700,
        bgcolor: isImageShown ? "transparent" : "primary.main",
        color: "primary.contrastText",
      }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}

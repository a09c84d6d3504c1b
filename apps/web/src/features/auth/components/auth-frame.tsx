import type { CompanyBranding } from "@campus/contracts/companies";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import { alpha } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useCompanyManifest } from "../../../lib/company-manifest.ts";
import { CompanyThemeProvider } from "../../../theme/app-theme-provider.tsx";
import { AccessibilityMention } from "../../../ui/accessibility-mention.tsx";
import { CompanyLogo } from "../../../ui/company-logo.tsx";
import { PLATFORM_NAME } from "../../../ui/use-page-title.ts";

/**
 * The public pages' frame: a centred card, branded with the company's logo, name and colours once
 * `branding` is known (`?entreprise=` or the last sign-in tells which company it is).
 */
export function AuthFrame({
  branding,
  children,
}: {
  branding: CompanyBranding | undefined;
  children: ReactNode;
}) {
  useCompanyManifest(branding?.id);

  return (
    <CompanyThemeProvider companyStyle={branding?.style}>
      <Box
        component="main"
        sx={(theme) => ({
          minHeight: "100vh",
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          justifyContent: "center",
          gap: 3,
          px: 2,
          py: { xs: 4, sm: 6 },
          bgcolor: "background.default",
          backgroundImage: `radial-gradient(circle at 15% 10%, ${alpha(theme.palette.primary.main, 0.12)}, transparent 45%), radial-gradient(circle at 85% 90%, ${alpha(theme.palette.secondary.main, 0.1)}, transparent 45%)`,
        })}
      >
        <Box sx={{ display: "flex", alignItems: "center", gap: 1.5 }} data-testid="auth-brand">
          {branding ? <CompanyLogo name={branding.fullName} logoUrl={branding.logoUrl} size={48} /> : null}
          <Typography variant="h2" component="p" sx={{ fontSize: { xs: "1.25rem", sm: "1.5rem" } }}>
            {branding ? branding.fullName : PLATFORM_NAME}
          </Typography>
        </Box>
        <Paper
          elevation={0}
          sx={(theme) => ({
            width: "100%",
            maxWidth: 440,
            p: { xs: 3, sm: 4 },
            borderRadius: 4,
            border: `1px solid ${theme.palette.divider}`,
            boxShadow:
              theme.palette.mode === "light"
                ? "0 0 2px 0 rgba(145,158,171,0.2), 0 12px 24px -4px rgba(145,158,171,0.16)"
                : "none",
          })}
        >
          {children}
        </Paper>
        <Box component="footer">
          <AccessibilityMention />
        </Box>
      </Box>
    </CompanyThemeProvider>
  );
}

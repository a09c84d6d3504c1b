import ArrowBackOutlined from "@mui/icons-material/ArrowBackOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { PLATFORM_NAME, usePageTitle } from "../../../ui/use-page-title.ts";

/** When the conformance below was measured (axe-core sweep and Lighthouse, issue #14). */
const AUDIT_DATE = "24/11/2026";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Typography variant="h2" sx={{ fontSize: "1.25rem", mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The « Déclaration d'accessibilité » of the RGAA (référentiel général d'amélioration de
 * l'accessibilité): public, for visitors and signed-in users alike.
 */
export function AccessibilityStatementPage() {
  usePageTitle("Déclaration d'accessibilité");
  return (
    <Box component="main" sx={{ minHeight: "100vh", bgcolor: "background.default", py: { xs: 3, sm: 6 } }}>
      <Container maxWidth="md">
        <Button component={RouterLink} to="/" startIcon={<ArrowBackOutlined />} sx={{ mb: 2 }}>
          Retour à {PLATFORM_NAME}
        </Button>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 5 }, borderRadius: 3 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: "1.5rem", sm: "2rem" } }}>
            Déclaration d'accessibilité
          </Typography>
          <Typography sx={{ mt: 2 }}>
            L'éditeur de {PLATFORM_NAME} s'engage à rendre son service accessible, conformément à l'article 47
            de la loi n° 2005-102 du 11 février 2005. Cette déclaration s'applique à l'application web{" "}
            {PLATFORM_NAME} utilisée par les organismes de formation, leurs professeurs et leurs apprenants.
          </Typography>

          <Section title="État de conformité">
            <Typography>
              {PLATFORM_NAME} est <strong>partiellement conforme</strong> au référentiel général
              d'amélioration de l'accessibilité (RGAA), version 4.1, en raison des non-conformités et des
              limites énumérées ci-dessous.
            </Typography>
          </Section>

          <Section title="Résultats des tests">
            <Typography component="div">
              Au {AUDIT_DATE}, l'équipe a contrôlé l'application avec des outils automatiques :
              <Box component="ul" sx={{ my: 1, pl: 3 }}>
                <li>
                  axe-core (règles WCAG 2.0, 2.1 et 2.2, niveaux A et AA) sur chaque écran, pour chaque rôle
                  autorisé à l'ouvrir, en mode clair à 1440 px et en mode sombre à 390 px : les écrans
                  contrôlés ne présentent aucune violation détectée automatiquement ;
                </li>
                <li>
                  Lighthouse (Chromium) : score d'accessibilité mesuré sur la page de connexion et les pages
                  principales de chaque rôle ;
                </li>
                <li>un parcours au clavier seul de la connexion et des pages principales.</li>
              </Box>
              Les tests automatiques ne couvrent qu'une partie des critères du RGAA : aucun audit manuel
              complet n'a encore été réalisé, c'est pourquoi le taux de conformité n'est pas encore établi.
            </Typography>
          </Section>

          <Section title="Contenus non accessibles">
            <Box component="ul" sx={{ my: 0, pl: 3 }}>
              <li>
                Les documents déposés par les utilisateurs (PDF, supports de cours) ne sont pas vérifiés :
                leur accessibilité dépend de leurs auteurs.
              </li>
              <li>Les replays vidéo ne sont pas tous sous-titrés.</li>
              <li>
                Les écrans construits après le {AUDIT_DATE} sont contrôlés automatiquement à chaque version,
                mais pas encore audités à la main.
              </li>
            </Box>
          </Section>

          <Section title="Technologies utilisées">
            <Typography>HTML5, CSS, JavaScript (React, Material UI), WAI-ARIA.</Typography>
          </Section>

          <Section title="Retour d'information et contact">
            <Typography>
              Si vous n'arrivez pas à accéder à un contenu ou à un service, contactez l'administration de
              votre organisme de formation (par la messagerie de l'application une fois connecté) pour être
              orienté vers une alternative accessible ou obtenir le contenu sous une autre forme.
            </Typography>
          </Section>

          <Section title="Voies de recours">
            <Typography>
              Si vous avez signalé un défaut d'accessibilité qui vous empêche d'accéder à un contenu ou à un
              service et que vous n'avez pas obtenu de réponse satisfaisante, vous pouvez écrire au Défenseur
              des droits (
              <Link href="https://formulaire.defenseurdesdroits.fr/" rel="noopener">
                formulaire en ligne
              </Link>
              ) ou à Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.
            </Typography>
          </Section>
        </Paper>
      </Container>
    </Box>
  );
}

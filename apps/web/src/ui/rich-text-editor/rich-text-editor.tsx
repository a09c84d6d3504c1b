import CodeOutlined from "@mui/icons-material/CodeOutlined";
import FormatBold from "@mui/icons-material/FormatBold";
import FormatItalic from "@mui/icons-material/FormatItalic";
import FormatListBulleted from "@mui/icons-material/FormatListBulleted";
import FormatListNumbered from "@mui/icons-material/FormatListNumbered";
import FormatQuote from "@mui/icons-material/FormatQuote";
import ImageOutlined from "@mui/icons-material/ImageOutlined";
import LinkOutlined from "@mui/icons-material/LinkOutlined";
import TableChartOutlined from "@mui/icons-material/TableChartOutlined";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import { type Editor, EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type ReactNode, useRef } from "react";
import { richTextSx } from "../rich-text-view.tsx";

export interface RichTextEditorProps {
  /** The HTML the editor starts from (later changes of this prop are ignored: the editor owns its text). */
  initialHtml: string;
  onChange: (html: string) => void;
  /**
   * Stores an image and resolves with the URL to show, or null when it failed (the caller said why);
   * without it, no image button.
   */
  onUploadImage?: (file: File) => Promise<string | null>;
  /** The editing area's accessible name. */
  label: string;
  /** The editing area's least height in pixels (a page: 320; a dialog: less). */
  minHeight?: number;
}

function ToolButton({
  title,
  label = title,
  isActive = false,
  onClick,
  children,
}: {
  title: string;
  /** The accessible name, when the button shows text: it must contain that text (WCAG 2.5.3). */
  label?: string;
  isActive?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={title}>
      <IconButton
        size="small"
        aria-label={label}
        aria-pressed={isActive}
        onClick={onClick}
        color={isActive ? "primary" : "default"}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}

function Toolbar({ editor, onPickImage }: { editor: Editor; onPickImage?: () => void }) {
  const chain = () => editor.chain().focus();
  const handleLink = () => {
    const previous = editor.getAttributes("link").href as string | undefined;
    const href = window.prompt("Adresse du lien (https://…)", previous ?? "https://");
    if (href === null) return;
    if (href === "") chain().unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href }).run();
  };
  return (
    <Box
      role="toolbar"
      aria-label="Mise en forme"
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        gap: 0.25,
        p: 0.5,
        borderBottom: 1,
        borderColor: "divider",
      }}
    >
      {([2, 3] as const).map((level) => (
        <ToolButton
          key={level}
          title={`Titre ${level - 1}`}
          label={`T${level - 1}, titre ${level - 1}`}
          isActive={editor.isActive("heading", { level })}
          onClick={() => chain().toggleHeading({ level }).run()}
        >
          <Box component="span" sx={{ fontWeight: 700, fontSize: 14, width: 24 }}>
            T{level - 1}
          </Box>
        </ToolButton>
      ))}
      <ToolButton title="Gras" isActive={editor.isActive("bold")} onClick={() => chain().toggleBold().run()}>
        <FormatBold fontSize="small" />
      </ToolButton>
      <ToolButton
        title="Italique"
        isActive={editor.isActive("italic")}
        onClick={() => chain().toggleItalic().run()}
      >
        <FormatItalic fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton
        title="Liste à puces"
        isActive={editor.isActive("bulletList")}
        onClick={() => chain().toggleBulletList().run()}
      >
        <FormatListBulleted fontSize="small" />
      </ToolButton>
      <ToolButton
        title="Liste numérotée"
        isActive={editor.isActive("orderedList")}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumbered fontSize="small" />
      </ToolButton>
      <ToolButton
        title="Citation"
        isActive={editor.isActive("blockquote")}
        onClick={() => chain().toggleBlockquote().run()}
      >
        <FormatQuote fontSize="small" />
      </ToolButton>
      <ToolButton
        title="Bloc de code"
        isActive={editor.isActive("codeBlock")}
        onClick={() => chain().toggleCodeBlock().run()}
      >
        <CodeOutlined fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton title="Lien" isActive={editor.isActive("link")} onClick={handleLink}>
        <LinkOutlined fontSize="small" />
      </ToolButton>
      <ToolButton
        title="Tableau"
        onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      >
        <TableChartOutlined fontSize="small" />
      </ToolButton>
      {onPickImage ? (
        <ToolButton title="Image" onClick={onPickImage}>
          <ImageOutlined fontSize="small" />
        </ToolButton>
      ) : null}
    </Box>
  );
}

/**
 * The rich-text editor of the application (TipTap): headings, bold, italic, lists, links, quotes,
 * code blocks, tables and uploaded images. Load it lazily: it weighs about 200 KB.
 */
export function RichTextEditor({
  initialHtml,
  onChange,
  onUploadImage,
  label,
  minHeight = 320,
}: RichTextEditorProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, protocols: ["https", "http", "mailto"] },
      }),
      Image,
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: initialHtml,
    shouldRerenderOnTransaction: true,
    editorProps: { attributes: { "aria-label": label, role: "textbox", "aria-multiline": "true" } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  const handleFile = async (file: File | undefined) => {
    if (!file || !onUploadImage || !editor) return;
    const src = await onUploadImage(file);
    if (src === null) return;
    editor.chain().focus().setImage({ src, alt: file.name }).run();
  };

  if (!editor) return null;
  return (
    <Box sx={{ border: 1, borderColor: "divider", borderRadius: 1, bgcolor: "background.paper" }}>
      <Toolbar editor={editor} onPickImage={onUploadImage ? () => fileInput.current?.click() : undefined} />
      {onUploadImage ? (
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          hidden
          aria-label="Image à insérer"
          data-testid="editor-image-input"
          onChange={(event) => {
            void handleFile(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
      ) : null}
      <Box
        sx={(theme) => ({
          ...richTextSx(theme),
          "& .tiptap": { minHeight, p: 2, outline: "none" },
          "& .tiptap:focus-visible": { boxShadow: `inset 0 0 0 2px ${theme.palette.primary.main}` },
        })}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}

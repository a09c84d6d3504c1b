import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./rich-text.ts";

describe("sanitizeRichText", () => {
  it("keeps what an editor produces", async () => {
    const html =
      '<h2>Titre</h2><p><strong>gras</strong> <em>italique</em> <a href="https://exemple.fr">lien</a></p>' +
      '<ul><li>un</li></ul><blockquote><p>citation</p></blockquote><pre><code class="language-ts">const a = 1;</code></pre>' +
      '<table><tbody><tr><th colspan="2">A</th></tr><tr><td>1</td><td>2</td></tr></tbody></table>' +
      '<img src="/api/chapters/images/abc.png" alt="schéma"><img src="https://exemple.fr/a.png" alt="">';
    const kept = await sanitizeRichText(html);
    expect(kept).toContain("<h2>Titre</h2>");
    expect(kept).toContain(
      '<a href="https://exemple.fr" target="_blank" rel="noopener noreferrer nofollow">lien</a>',
    );
    expect(kept).toContain('<code class="language-ts">const a = 1;</code>');
    expect(kept).toContain('<th colspan="2">A</th>');
    expect(kept).toContain('<img src="/api/chapters/images/abc.png" alt="schéma" />');
    expect(kept).toContain('<img src="https://exemple.fr/a.png" alt="" />');
  });

  it.each([
    ["<script>alert(1)</script><p>ok</p>", "<p>ok</p>"],
    ['<img src="x" onerror="alert(1)">', ""],
    ['<img src="javascript:alert(1)">', ""],
    ['<img src="//evil.example/x.png">', ""],
    ['<img src="http://insecure.example/x.png">', ""],
    ['<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer nofollow">x</a>'],
    ['<p style="position:fixed" onclick="alert(1)" class="x">t</p>', "<p>t</p>"],
    ['<svg onload="alert(1)"><circle/></svg>', ""],
    ['<iframe src="https://evil.example"></iframe>', ""],
    [
      '<a href="https://ok.example" target="_top" rel="opener">x</a>',
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    ],
    ['<code class="evil language-js">x</code>', '<code class="language-js">x</code>'],
    ["<style>body{display:none}</style>", ""],
  ])("removes %s", async (input, expected) => {
    expect(await sanitizeRichText(input)).toBe(expected);
  });
});

#!/usr/bin/env python3
"""Checks the relative links of the Markdown documentation.

Run from anywhere; paths are taken from the package root:

    python3 Scripts/docs/links.py [FILE.md ...]

With no FILE, every Markdown file under Docs/, README.md, Fixtures/README.md
and CONTRIBUTING.md. For each inline link or image (`[text](target)`,
`![alt](target)`) and each reference definition (`[label]: target`) outside
code (fenced blocks and code spans), a relative target must name a file or
folder that exists, relative to the file that links to it, and a `#anchor`
(alone: the same file) must name a heading of the Markdown file it points
into. Links with a scheme (`https:`, `mailto:`) are not checked, nor anchors
into files that are not Markdown.

Anchors follow GitHub's rules: the heading's text as shown (code spans,
emphasis and links reduced to their text), lowercased, every character
that is not a letter, a digit, `_`, `-` or a space dropped, spaces turned
into `-`; a second heading of the same anchor gets `-1`, a third `-2`.
`<a name="...">` and `id="..."` in HTML outside code count as anchors too.

Exit status: 0 when every link resolves, 1 otherwise (each broken link is
printed as `FILE:LINE: target: reason`). Python 3 standard library only;
a check for CI, not part of the package.
"""

import glob
import os
import re
import sys
import urllib.parse

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

DEFAULT_FILES = ["README.md", "CONTRIBUTING.md", "Fixtures/README.md"]

FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
ATX_HEADING = re.compile(r"^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$")
# A code span: a run of backticks, then anything up to the same run, not
# across a blank line (a paragraph ends there).
CODE_SPAN = re.compile(r"(?<!`)(`+)(?!`)((?:(?!\n[ \t]*\n).)+?)(?<!`)\1(?!`)", re.DOTALL)
# An inline link or image: [text](target "title"); the text may hold one
# level of brackets, the target one level of parentheses.
INLINE_LINK = re.compile(
    r"!?\[((?:[^\[\]\\]|\\.|\[(?:[^\[\]\\]|\\.)*\])*)\]"
    r"\(\s*(<[^<>\n]*>|(?:[^\s()\\]|\\.|\((?:[^\s()\\]|\\.)*\))*)"
    r"(?:\s+(?:\"[^\"]*\"|'[^']*'|\([^()]*\)))?\s*\)",
    re.DOTALL,
)
REFERENCE_DEFINITION = re.compile(r"^ {0,3}\[([^\]]+)\]:\s*(<[^<>\n]*>|\S+)", re.MULTILINE)
HTML_ANCHOR = re.compile(r"<a\s[^>]*\bname=\"([^\"]+)\"|\bid=\"([^\"]+)\"")
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")


def blank(text):
    """The text with every character but line breaks turned into a space."""
    return re.sub(r"[^\n]", " ", text)


def without_code(text):
    """The Markdown text with its fenced blocks and code spans blanked out,
    line for line, so that what is left is prose, links and headings."""
    lines = text.split("\n")
    fence = None
    for index, line in enumerate(lines):
        match = FENCE.match(line)
        if fence is None:
            if match:
                fence = match.group(1)
                lines[index] = ""
        else:
            lines[index] = ""
            if match and match.group(1)[0] == fence[0] and len(match.group(1)) >= len(fence) \
                    and not line.strip()[len(match.group(1)):].strip():
                fence = None
    prose = "\n".join(lines)
    return CODE_SPAN.sub(lambda match: blank(match.group(0)), prose)


def heading_text(raw):
    """A heading's text as GitHub shows it: code spans, emphasis, images
    and links reduced to their text, HTML tags dropped."""
    shown = []
    # Odd parts are code spans' contents, shown as they are.
    for index, part in enumerate(re.split(r"(?<!`)`+(?!`)", raw)):
        if index % 2:
            shown.append(part.strip())
            continue
        part = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", part)
        part = re.sub(r"<[^>]+>", "", part)
        part = re.sub(r"(\*\*|\*)(?=\S)(.+?)(?<=\S)\1", r"\2", part)
        # Underscores inside a word are not emphasis.
        part = re.sub(r"(?<![A-Za-z0-9])(__|_)(?=\S)(.+?)(?<=\S)\1(?![A-Za-z0-9])", r"\2", part)
        shown.append(part.replace("\\", ""))
    return "".join(shown)


def slug(text):
    """GitHub's anchor of a heading's text (before numbering duplicates)."""
    text = text.strip().lower()
    text = "".join(c for c in text if c.isalnum() or c in "_- ")
    return text.replace(" ", "-")


def anchors(path, cache={}):
    """The anchors of the Markdown file at path."""
    if path not in cache:
        with open(path, encoding="utf-8") as file:
            source = file.read()
        # Headings are read from the text with fenced blocks blanked out,
        # but with their code spans kept: those show as text.
        lines = source.split("\n")
        prose_lines = without_code(source).split("\n")
        found = set()
        counts = {}
        for line, prose in zip(lines, prose_lines):
            if not prose.strip():
                continue
            match = ATX_HEADING.match(line)
            if not match:
                continue
            base = slug(heading_text(match.group(2) or ""))
            count = counts.get(base, 0)
            counts[base] = count + 1
            found.add(base if count == 0 else "%s-%d" % (base, count))
        for match in HTML_ANCHOR.finditer(without_code(source)):
            found.add(match.group(1) or match.group(2))
        cache[path] = found
    return cache[path]


def links(path):
    """The (line, target) of every link and reference definition of the
    Markdown file at path, outside code."""
    with open(path, encoding="utf-8") as file:
        prose = without_code(file.read())
    found = []
    for pattern, group in ((INLINE_LINK, 2), (REFERENCE_DEFINITION, 2)):
        for match in pattern.finditer(prose):
            target = match.group(group).strip()
            if target.startswith("<") and target.endswith(">"):
                target = target[1:-1]
            line = prose.count("\n", 0, match.start(group)) + 1
            found.append((line, target))
    return sorted(found)


def problem(source, target):
    """Why the target of a link in the file at source does not resolve, or
    None when it does (or is not checked)."""
    if not target or SCHEME.match(target) or target.startswith("//"):
        return None
    path, _, anchor = target.partition("#")
    path = urllib.parse.unquote(path)
    anchor = urllib.parse.unquote(anchor)
    if path:
        if path.startswith("/"):
            resolved = os.path.join(ROOT, path.lstrip("/"))
        else:
            resolved = os.path.join(os.path.dirname(source), path)
        resolved = os.path.normpath(resolved)
        if not os.path.exists(resolved):
            return "no such file or folder"
    else:
        resolved = source
    if anchor and resolved.endswith(".md") and os.path.isfile(resolved):
        if anchor not in anchors(resolved):
            return "no heading with the anchor #%s in %s" % (anchor, os.path.relpath(resolved, ROOT))
    return None


def main(arguments):
    if arguments:
        files = [os.path.abspath(argument) for argument in arguments]
    else:
        files = sorted(glob.glob(os.path.join(ROOT, "Docs", "**", "*.md"), recursive=True))
        files += [os.path.join(ROOT, name) for name in DEFAULT_FILES]
    broken = 0
    checked = 0
    for path in files:
        for line, target in links(path):
            checked += 1
            reason = problem(path, target)
            if reason:
                broken += 1
                print("%s:%d: %s: %s" % (os.path.relpath(path, ROOT), line, target, reason))
    print("links: %d checked in %d files, %d broken" % (checked, len(files), broken))
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

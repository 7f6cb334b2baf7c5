#!/usr/bin/env python3
"""Writes `gesture-replay --html` for every fixture and opens each page in
headless Chromium, checking that it runs without a script error.

Run from the package root, after building the tool:

    python3 Scripts/viewer/check_pages.py .build/debug/gesture-replay [TRACE ...]

With no TRACE, every Fixtures/*.json. Each page is opened at its middle frame
with `#test=N`, which makes the page check itself (Sources/GestureReplay/
Reports/ViewerScript+Test.swift): no script error, the landmarks drawn at
frame N are the embedded ones, clicking an event moves to its frame. The
result is read back with `Runtime.evaluate`.

One browser serves every page: Chromium is driven over the DevTools protocol
on a pipe (`--remote-debugging-pipe`: requests on its file descriptor 3,
replies on 4, each a JSON message ending in a NUL byte), which costs a few
tens of milliseconds a page where a browser started per page costs over a
second. Python 3 standard library only.

Exit status: 0 when every page passes, 1 when one does not, 2 when chromium
is not on PATH and the pages were only written (the caller decides whether
that is an error).
"""

import fcntl
import glob
import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time

TIMEOUT = 30.0


class Browser:
    """Headless Chromium on a DevTools pipe, with one page attached."""

    def __init__(self, chromium, profile):
        to_browser_read, to_browser_write = os.pipe()
        from_browser_read, from_browser_write = os.pipe()
        # Out of the way of 3 and 4, so that moving them there cannot
        # overwrite one another.
        child_in = fcntl.fcntl(to_browser_read, fcntl.F_DUPFD, 20)
        child_out = fcntl.fcntl(from_browser_write, fcntl.F_DUPFD, 20)

        def place_pipes():
            os.dup2(child_in, 3)
            os.dup2(child_out, 4)

        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu",
             "--remote-debugging-pipe", "--user-data-dir=" + profile,
             "--no-first-run", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL, preexec_fn=place_pipes,
            pass_fds=(3, 4))
        for fd in (to_browser_read, from_browser_write, child_in, child_out):
            os.close(fd)
        self.write_fd = to_browser_write
        self.read_fd = from_browser_read
        self.buffer = b""
        self.next_id = 0
        self.session = None
        target = self.call("Target.createTarget", {"url": "about:blank"})
        attached = self.call("Target.attachToTarget",
                             {"targetId": target["targetId"], "flatten": True})
        self.session = attached["sessionId"]
        self.call("Page.enable")

    def send(self, method, params=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method,
                   "params": params or {}}
        if self.session is not None:
            message["sessionId"] = self.session
        os.write(self.write_fd, json.dumps(message).encode() + b"\0")
        return self.next_id

    def receive(self, deadline):
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("no answer from chromium")
            ready, _, _ = select.select([self.read_fd], [], [], left)
            if ready:
                chunk = os.read(self.read_fd, 1 << 20)
                if not chunk:
                    raise RuntimeError("chromium closed its pipe")
                self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None):
        identifier = self.send(method, params)
        deadline = time.monotonic() + TIMEOUT
        while True:
            message = self.receive(deadline)
            if message.get("id") == identifier:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})

    def open(self, url):
        """Navigates and waits for the page's load event."""
        self.call("Page.navigate", {"url": url})
        deadline = time.monotonic() + TIMEOUT
        while True:
            message = self.receive(deadline)
            if message.get("method") == "Page.loadEventFired":
                return

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate",
                           {"expression": expression, "returnByValue": True})
        return result.get("result", {}).get("value")

    def close(self):
        try:
            self.session = None
            self.send("Browser.close")
            self.process.wait(timeout=10)
        except Exception:
            self.process.kill()
            self.process.wait()


def problems(result, frame):
    """What is wrong in a page's self-test result; empty when it passes."""
    if not isinstance(result, dict):
        return ["the page wrote no self-test result"]
    found = []
    if result.get("errors"):
        found.append("script errors: " + "; ".join(result["errors"]))
    if result.get("currentFrame") != frame:
        found.append(f"at frame {result.get('currentFrame')}, not {frame}")
    if result.get("landmarksMatch") is not True:
        found.append("the landmarks drawn are not the frame's")
    if result.get("jointsPainted") != result.get("jointsDrawn"):
        found.append("a joint drawn left no pixel")
    keys = result.get("keys") or {}
    if not (keys.get("spacePlays") and keys.get("spacePauses")):
        found.append("space does not play and pause")
    clicks = result.get("eventClicks") or {}
    if clicks.get("failures"):
        found.append(f"clicking an event: {clicks['failures'][0]}")
    return found


def main(arguments):
    if not arguments:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 64
    tool = os.path.abspath(arguments[0])
    traces = arguments[1:] or sorted(glob.glob("Fixtures/*.json"))
    chromium = shutil.which("chromium")
    if chromium is None:
        print("chromium is not on PATH: the pages are written but not "
              "opened (apt-get install -y chromium)", file=sys.stderr)
    started = time.monotonic()
    failures = 0
    with tempfile.TemporaryDirectory(prefix="gesture-viewer-") as directory:
        browser = chromium and Browser(chromium,
                                       os.path.join(directory, "profile"))
        try:
            for trace in traces:
                name = os.path.splitext(os.path.basename(trace))[0]
                page = os.path.join(directory, name + ".html")
                run = subprocess.run([tool, trace, "--html", page],
                                     stdout=subprocess.DEVNULL,
                                     stderr=subprocess.PIPE, text=True)
                if run.returncode not in (0, 1) or not os.path.exists(page):
                    print(f"FAIL {trace}: gesture-replay exited "
                          f"{run.returncode}: {run.stderr.strip()}")
                    failures += 1
                    continue
                if not browser:
                    print(f"ok   {trace}: written, not opened")
                    continue
                with open(trace, encoding="utf-8") as file:
                    frame = len(json.load(file).get("frames", [])) // 2
                browser.open(f"file://{page}#test={frame}")
                text = browser.evaluate(
                    "document.getElementById('gesture-viewer-test')"
                    ".textContent")
                result = json.loads(text) if text else None
                found = problems(result, frame)
                if found:
                    failures += 1
                    print(f"FAIL {trace} (frame {frame}): "
                          + "; ".join(found))
                else:
                    print(f"ok   {trace} (frame {frame}, "
                          f"{len(result.get('listedEvents', []))} events)")
        finally:
            if browser:
                browser.close()
    print(f"{len(traces) - failures} of {len(traces)} pages pass in "
          f"{time.monotonic() - started:.1f} s")
    if failures:
        return 1
    return 0 if browser else 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""A headless Chromium driven over the DevTools protocol on a pipe
(--remote-debugging-pipe: JSON messages ended by a NUL byte, the browser
reading fd 3 and writing fd 4), so that a test needs no package beyond
Python's standard library and Debian's chromium.

The explorer's searches run in a Web Worker, which --dump-dom's virtual time
budget does not wait for: a test instead waits in real time for the page to
say it is done (Page.wait_for) and then reads the DOM.
"""
import base64
import fcntl
import json
import os
import subprocess
import time


class Browser:
    def __init__(self, chromium, width=1000, height=1300):
        to_browser_r, self._to_browser = os.pipe()
        self._from_browser, from_browser_w = os.pipe()

        def plumb():
            # fds 3 and 4 in the browser, whatever numbers the pipes got here
            a = fcntl.fcntl(to_browser_r, fcntl.F_DUPFD, 10)
            b = fcntl.fcntl(from_browser_w, fcntl.F_DUPFD, 10)
            os.dup2(a, 3)
            os.dup2(b, 4)

        self.proc = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--remote-debugging-pipe", "--window-size=%d,%d" % (width, height), "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            close_fds=False, preexec_fn=plumb)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self._buffer = b""
        self._next_id = 0
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False},
                  session=True)

    def _read_message(self):
        while b"\0" not in self._buffer:
            chunk = os.read(self._from_browser, 65536)
            if not chunk:
                raise RuntimeError("chromium closed the DevTools pipe")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, session=False):
        """Send one command and return its result (events in between are dropped)."""
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        os.write(self._to_browser, json.dumps(message).encode() + b"\0")
        while True:
            reply = self._read_message()
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise RuntimeError("%s: %s" % (method, reply["error"]))
                return reply["result"]

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True},
                           session=True)
        if "exceptionDetails" in result:
            raise RuntimeError("%s: %s" % (expression, result["exceptionDetails"]))
        return result["result"].get("value")

    def open(self, url):
        """A fresh load of url (by way of about:blank, even when only the
        fragment differs from the page shown)."""
        self.call("Page.navigate", {"url": "about:blank"}, session=True)
        self.call("Page.navigate", {"url": url}, session=True)

    def wait_for(self, expression, timeout):
        """Poll until expression is truthy; its value, or None after timeout seconds."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            try:
                value = self.evaluate(expression)
            except RuntimeError:
                value = None   # the document is being replaced
            if value:
                return value
            time.sleep(0.05)
        return None

    def html(self):
        return self.evaluate("document.documentElement.outerHTML")

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", {"format": "png"}, session=True)["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))

    def close(self):
        try:
            os.close(self._to_browser)   # the browser quits when its pipe closes
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        os.close(self._from_browser)

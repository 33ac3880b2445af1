#!/usr/bin/env python3
"""Print where `meson install` should put the package for the prefix given:
a directory of this interpreter's sys.path under that prefix when there is
one (the user site-packages for ~/.local, Debian's dist-packages for
/usr/local), so that `import cookiegame` works with no PYTHONPATH; else the
interpreter's usual lib/pythonX.Y/site-packages under the prefix."""
import os
import site
import sys

prefix = os.path.abspath(sys.argv[1])
candidates = list(sys.path)
if site.ENABLE_USER_SITE:
    candidates.append(site.getusersitepackages())   # on sys.path once it exists
for d in candidates:
    d = os.path.abspath(d) if d else ""
    if d.startswith(prefix + os.sep) and os.path.basename(d) in ("site-packages", "dist-packages"):
        print(d)
        break
else:
    print(os.path.join(prefix, "lib", "python%d.%d" % sys.version_info[:2], "site-packages"))

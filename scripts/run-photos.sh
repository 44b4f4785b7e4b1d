#!/usr/bin/env bash
#===----------------------------------------------------------------------===#
# This source file is part of the UIKit for Linux open source project.
# Copyright (c) 2026 the UIKit for Linux project authors.
# Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
#===----------------------------------------------------------------------===#

# Installs what is needed, builds the Photos app (release) and runs it, as run-demo.sh does for
# UICatalog: `bash scripts/run-photos.sh`, or `… --screenshot out.png --script photo`.
set -euo pipefail
DEMO_PRODUCT=Photos exec bash "$(dirname "$0")/run-demo.sh" "$@"

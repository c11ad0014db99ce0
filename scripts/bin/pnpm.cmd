@echo off
rem The workspace's pinned pnpm for tools that look it up on PATH (see the sh script beside this one).
node "%~dp0..\..\node_modules\pnpm\bin\pnpm.cjs" %*

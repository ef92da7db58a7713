#!/usr/bin/env node
// npm links a package's bin only if the file exists at install time, before the postinstall
// build has produced dist/: this committed file stays in place and loads the built CLI.
import '../dist/cli.js';

package internal

const PackageVersion = "3.102.0" // x-release-please-version

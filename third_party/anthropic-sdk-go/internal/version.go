package internal

const PackageVersion = "2.17.0" // x-release-please-version

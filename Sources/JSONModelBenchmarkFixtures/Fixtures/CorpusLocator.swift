import Foundation

/// Finds the directory with the public corpora (twitter.json, citm_catalog.json, canada.json).
///
/// The corpora are not in the repository. They are found, in order, in a directory given on
/// the command line, in the environment variable `JSONMODELKIT_CORPUS`, or in one of the
/// fallback paths relative to the current directory (`../shared/data` on our machines).
public enum CorpusLocator {
    /// The environment variable that names the corpus directory.
    public static let environmentVariable = "JSONMODELKIT_CORPUS"

    /// The corpus directory, or `nil` when none of the candidates exists.
    ///
    /// - Parameters:
    ///   - commandLineValue: A directory given with `--corpus`; used whether or not it exists,
    ///     so that a typo is reported instead of silently falling back.
    ///   - fallbacks: Paths relative to the current directory, tried when neither the command
    ///     line nor the environment names a directory.
    /// - Returns: The first directory named or found, or `nil`.
    public static func directory(
        commandLineValue: String?,
        fallbacks: [String] = ["../shared/data"]
    ) -> URL? {
        if let commandLineValue {
            return URL(fileURLWithPath: commandLineValue, isDirectory: true)
        }
        if let value = ProcessInfo.processInfo.environment[environmentVariable], !value.isEmpty {
            return URL(fileURLWithPath: value, isDirectory: true)
        }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        for fallback in fallbacks {
            let candidate = current.appendingPathComponent(fallback, isDirectory: true).standardized
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue
            {
                return candidate
            }
        }
        return nil
    }
}

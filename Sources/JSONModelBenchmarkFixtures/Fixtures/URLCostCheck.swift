import Foundation
import JSONModelKit

/// Splits a decode's time into Foundation's `URL(string:)` and the rest, on the fixtures whose
/// models hold many `URL` properties (`github_events`, `update_center`).
///
/// The `URL`s of a decoded document are collected by reflection, and `URL(string:)` is timed on
/// their strings alone: the time JSONModelKit's decode spends in Foundation creating them, the
/// same for every library that returns `URL`s.
public enum URLCostCheck {
    /// The strings of every `URL` in a decoded model graph, in reflection order.
    ///
    /// - Parameter value: A model, an array or dictionary of models, or any value.
    /// - Returns: Each `URL`'s `absoluteString`.
    public static func urlStrings(in value: Any) -> [String] {
        var strings: [String] = []
        collect(value, into: &strings)
        return strings
    }

    /// Creates every URL once: the work `URL(string:)` does in one decode.
    ///
    /// - Parameter strings: The URL strings of one document.
    /// - Returns: How many strings were valid URLs.
    public static func createURLs(_ strings: [String]) -> Int {
        var count = 0
        for string in strings where URL(string: string) != nil { count += 1 }
        return count
    }

    private static func collect(_ value: Any, into strings: inout [String]) {
        if let url = value as? URL {
            strings.append(url.absoluteString)
            return
        }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .dictionary {
            for child in mirror.children {
                // A dictionary's children are (key, value) pairs.
                for pair in Mirror(reflecting: child.value).children.dropFirst() { collect(pair.value, into: &strings) }
            }
            return
        }
        var current: Mirror? = mirror
        while let level = current {
            for child in level.children { collect(child.value, into: &strings) }
            current = level.superclassMirror
        }
    }
}

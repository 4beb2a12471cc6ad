import Foundation
import JSONModelKit

/// Decoding through the hook path against the plain decode of the same models and data.
///
/// A model takes the hook path when its class overrides ``JSONModel/decodeProperty(_:from:)`` or
/// ``JSONModel/classForDecoding(from:)``, or when a ``JSONModelCoder`` has a decode hook: each
/// object is then handed to the hooks as `[String: JSONValue]`. The coder's hook puts every
/// class of a fixture on that path without changing its models; it returns `false`, so every
/// property is still decoded by the default mapping and the result is the same.
public enum HookPathCheck {
    /// The operations to time on twitter.json (generated_medium without the corpora), plain
    /// decode first.
    ///
    /// - Parameter corpusDirectory: Where twitter.json is, if anywhere.
    /// - Returns: The fixture's name and its two operations.
    /// - Throws: The read error when twitter.json exists but cannot be read.
    public static func operations(
        corpusDirectory: URL?
    ) throws -> (
        fixture: String, operations: [(name: String, run: () throws -> Any)]
    ) {
        let everyPropertyToTheHook = JSONModelCoder(decodeHook: { _, _, _ in false })
        if let twitter = try Fixture.load(.twitter, corpusDirectory: corpusDirectory) {
            let data = twitter.data
            return (
                "twitter.json",
                [
                    ("SearchResult.fromJSONData(data)", { try TwitterModels.SearchResult.fromJSONData(data) }),
                    (
                        "every object through a decode hook returning false",
                        { try everyPropertyToTheHook.decode(TwitterModels.SearchResult.self, fromJSONData: data) }
                    ),
                ]
            )
        }
        let data = generatedFixture(.medium)
        return (
            "generated_medium",
            [
                ("Order.arrayFromJSONData(data)", { try GeneratedModels.Order.arrayFromJSONData(data) }),
                (
                    "every object through a decode hook returning false",
                    { try everyPropertyToTheHook.decodeArray(GeneratedModels.Order.self, fromJSONData: data) }
                ),
            ]
        )
    }
}

import Foundation
import JSONModelKit

/// Decoding with a `JSONModelCoder` made for each call against the plain entry point, on the
/// small generated fixture (about 1 KB, so fixed costs such as building schemas dominate).
public enum CoderPerCallCheck {
    /// The operations to time, plain entry point first.
    public static func operations() -> [(name: String, run: () throws -> Any)] {
        let data = generatedFixture(.small)
        return [
            ("Order.arrayFromJSONData(data)", { try GeneratedModels.Order.arrayFromJSONData(data) }),
            (
                "JSONModelCoder(keyStyle: .snakeCase) made per call",
                {
                    try JSONModelCoder(keyStyle: .snakeCase).decodeArray(GeneratedModels.Order.self, fromJSONData: data)
                }
            ),
        ]
    }
}

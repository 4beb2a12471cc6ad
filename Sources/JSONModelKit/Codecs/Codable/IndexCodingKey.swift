import Foundation

/// An index used as a coding key in unkeyed containers' paths.
struct IndexCodingKey: CodingKey {
    let intValue: Int?
    let stringValue: String

    init(intValue: Int) {
        self.intValue = intValue
        self.stringValue = "Index \(intValue)"
    }

    init?(stringValue: String) {
        return nil
    }
}

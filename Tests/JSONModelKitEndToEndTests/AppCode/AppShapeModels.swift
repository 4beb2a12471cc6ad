import Foundation
import JSONModelKit

// Model shapes real app code declares: its own property wrappers, hook-handled types,
// observers, shared defaults.

@propertyWrapper
struct Clamped: JSONPropertyWrapper {
    private var value: Int
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, 0), 100) }
    }

    init(wrappedValue: Int) {
        value = min(max(wrappedValue, 0), 100)
    }
}

@propertyWrapper
struct Trimmed: JSONPropertyWrapper {
    private var value = ""
    var wrappedValue: String {
        get { value }
        set { value = newValue.trimmingCharacters(in: .whitespaces) }
    }

    init(wrappedValue: String) {
        self.wrappedValue = wrappedValue
    }
}

/// A `Codable` wrapper that does not adopt `JSONPropertyWrapper`: coded as itself.
@propertyWrapper
struct Stamped: Codable, Equatable {
    var wrappedValue: String
    var stamp = "v1"

    init(wrappedValue: String) {
        self.wrappedValue = wrappedValue
    }
}

/// Neither `Codable` nor `JSONPropertyWrapper`.
@propertyWrapper
struct Logged {
    var wrappedValue: Int
}

final class Volume: JSONModel {
    @Clamped var percent = 50
    @Trimmed var label = ""
    var _id = ""
}

final class StampedNote: JSONModel {
    @Stamped var text = ""
}

final class LoggedCounter: JSONModel {
    @Logged var count = 0
}

/// JSONLib's hook example: an enum without raw values, read from `"male"`/`"female"`.
enum MemberGender {
    case male
    case female
}

final class Member: JSONModel {
    var name = ""
    var gender = MemberGender.male

    override func decodeProperty(_ property: JSONModel.Property, from object: [String: JSONValue]) throws -> Bool {
        guard property.name == "gender" else { return false }
        switch object["gender"]?.stringValue {
        case "male": gender = .male
        case "female": gender = .female
        default: throw JSONModelError(code: .invalidValue, message: "gender must be \"male\" or \"female\"")
        }
        return true
    }

    override func encodeProperty(_ property: JSONModel.Property, into object: inout [String: JSONValue]) throws -> Bool
    {
        guard property.name == "gender" else { return false }
        object["gender"] = .string(gender == .male ? "male" : "female")
        return true
    }
}

/// Decodes its enum itself but leaves encoding to the default mapping, which cannot.
final class HalfHookedMember: JSONModel {
    var gender = MemberGender.male

    override func decodeProperty(_ property: JSONModel.Property, from object: [String: JSONValue]) throws -> Bool {
        guard property.name == "gender" else { return false }
        gender = object["gender"] == "female" ? .female : .male
        return true
    }
}

/// A property of an unmapped type and no hook at all: still a schema error.
final class UnhookedMember: JSONModel {
    var gender = MemberGender.male
}

final class LossyOwnerHolder: JSONModel {
    @Lossy var owner = Car()
}

final class ObservedByDidSet: JSONModel {
    var setCount = 0
    var name = "" {
        didSet { setCount += 1 }
    }
    var registeredCount = 0
    var title = "" {
        didSet { registeredCount += 1 }
    }

    override class var keyPathProperties: [KeyPathProperty] {
        [KeyPathProperty("title", \ObservedByDidSet.title)]
    }
}

@MainActor final class MainActorViewModel: JSONModel {
    var name = ""
}

import Foundation
import JSONModelKit
import Observation

// `@Observable` models as apps declare them, each beside a plain twin that must map the same.

@Observable final class ObservedProfile: JSONModel {
    var name = ""
    var age = 0
    var imageURL: URL?
    var tags: [String] = []
    var cars: [Car] = []
    var owner = Car()
    // The macro stores it as `__secret`; it must still map as the user's `_secret`.
    var _secret = ""
    @ObservationIgnored var cacheKey = "none"
    @ObservationIgnored @Optional var nickname: String? = nil
}

final class PlainProfile: JSONModel {
    var name = ""
    var age = 0
    var imageURL: URL?
    var tags: [String] = []
    var cars: [Car] = []
    var owner = Car()
    var _secret = ""
    var cacheKey = "none"
    @Optional var nickname: String? = nil
}

/// Observers are told about updates of the properties registered with key paths.
@Observable final class RegisteredProfile: JSONModel {
    var name = ""
    var age = 0

    override class var keyPathProperties: [KeyPathProperty] {
        [KeyPathProperty("name", \RegisteredProfile.name), KeyPathProperty("age", \RegisteredProfile.age)]
    }
}

@Observable class ObservedAnimal: JSONModel {
    var kind = ""
    var name = ""

    override class func classForDecoding(from object: [String: JSONValue]) -> JSONModel.Type {
        object["kind"] == "dog" ? ObservedDog.self : self
    }
}

@Observable final class ObservedDog: ObservedAnimal {
    var barks = false
}

/// A plain subclass of an observable class keeps its own names as written.
final class PlainSubclassOfObserved: ObservedAnimal {
    var _legacy = 0
}

@Observable final class ObservedCustomKeys: JSONModel {
    var identifier = ""
    var firstName = ""
    var skipped = 1

    override class var keyStyle: KeyStyle { .unchanged }
    override class var keyMapping: [String: String] { ["identifier": "id"] }
    override class func propertyIsIgnored(_ propertyName: String) -> Bool { propertyName == "skipped" }
    override class func propertyIsOptional(_ propertyName: String) -> Bool { propertyName == "firstName" }
}

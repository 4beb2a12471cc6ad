import Foundation
import JSONModelKit
import JSONModelXML

/// A person in the sample organization.
class Member: JSONModel {
    var login = ""
    var name = ""
    @Optional var nickname: String? = nil
    @DateOnly var joinedOn = Date()
    var role = Role.developer
    var avatarURL: URL? = nil  // JSON key "avatar_url"
}

/// A member who manages others: superclass properties come first.
final class Manager: Member {
    var reportIDs: [Int] = []  // JSON key "report_ids"
}

/// What a member does.
enum Role: String {
    case developer, designer, manager
}

/// A code repository.
final class Repository: JSONModel {
    @XMLAttribute var id = 0  // in XML: <repository id="1">
    var name = ""
    var description: String? = nil
    var stars = 0
    var topics: Set<String> = []
    var license: License? = nil
    @ISO8601 var pushedAt: Date? = nil
    var languages: [String: Double] = [:]  // share of the code base per language
    @Optional var archived = false
    @Ignore var cachedScore = 0.0
}

/// A repository's license.
final class License: JSONModel {
    @XMLAttribute var key = ""  // in XML: <license key="mit">
    var spdxID = ""  // JSON key "spdx_id"
}

/// The top-level document.
final class Organization: JSONModel {
    var name = ""
    var homepage: URL? = nil
    var manager = Manager()
    var members: [Member] = []
    var repositories: [Repository] = []
    var extra: JSONValue = .null  // free-form settings
}

// jsonmodel-demo: decodes an embedded organization payload, prints a summary, re-encodes it
// as JSON and as XML, and shows the error messages for broken payloads.

import Foundation
import JSONModelKit
import JSONModelXML

func printSection(_ title: String) {
    print("\n== \(title) ==")
}

do {
    printSection("Decoding \(SamplePayload.organization.utf8.count) bytes")
    let organization = try Organization.fromJSONString(SamplePayload.organization)
    print("\(organization.name) (\(organization.homepage?.absoluteString ?? "no homepage"))")
    let manager = organization.manager
    print(
        "manager: \(manager.name) [\(manager.role.rawValue)], joined \(manager.joinedOn.formatted(.iso8601.year().month().day())), reports \(manager.reportIDs)"
    )
    for member in organization.members {
        let nickname = member.nickname.map { " \"\($0)\"" } ?? ""
        print(
            "member: \(member.name)\(nickname) [\(member.role.rawValue)], avatar: \(member.avatarURL?.absoluteString ?? "none")"
        )
    }
    for repository in organization.repositories {
        let license = repository.license?.spdxID ?? "no license"
        let topics = repository.topics.sorted().joined(separator: ", ")
        let pushed = repository.pushedAt.map { $0.formatted(.iso8601) } ?? "never"
        print(
            "repository #\(repository.id) \(repository.name): \(repository.stars) stars, \(license), topics [\(topics)], pushed \(pushed)\(repository.archived ? ", archived" : "")"
        )
    }
    print(
        "extra.plan: \(organization.extra["plan"]?.stringValue ?? "none"), seats: \(organization.extra["seats"]?.intValue ?? 0)"
    )

    printSection("Re-encoded (sorted keys, pretty)")
    let encoded = try organization.toJSONString(options: .init(prettyPrinted: true, sortedKeys: true))
    print(encoded)

    printSection("Round trip")
    let again = try Organization.fromJSONString(encoded)
    let same =
        try again.toJSONString(options: .init(sortedKeys: true))
        == organization.toJSONString(options: .init(sortedKeys: true))
    print(same ? "decode → encode → decode gives the same JSON" : "round trip changed the JSON")

    printSection("XML")
    let xml = try organization.toXMLString(options: XMLOptions(prettyPrinted: true))
    print(xml)
    let fromXML = try Organization.fromXMLString(xml)
    let sameThroughXML =
        try fromXML.toJSONString(options: .init(sortedKeys: true))
        == organization.toJSONString(options: .init(sortedKeys: true))
    print(
        sameThroughXML ? "JSON → model → XML → model → JSON gives the same JSON" : "the XML round trip changed the JSON"
    )
    do {
        _ = try Organization.fromXMLString(xml.replacingOccurrences(of: "<stars>", with: "<stars>many "))
    } catch {
        print("XML with a wrong type:\n  \(error)")
    }

    printSection("Errors")
    for (title, json) in SamplePayload.broken {
        do {
            _ = try Organization.fromJSONString(json)
            print("\(title): decoded unexpectedly")
        } catch {
            print("\(title):\n  \(error)\n  code: \(error.code), path: \(error.path)")
        }
    }
} catch {
    print("The demo payload failed to decode: \(error)")
    exit(1)
}

/// A member's key, as ``DecodingSource/nextMember(of:in:expecting:context:)`` found it.
enum MemberKey {
    /// The key at this index of the key group.
    case known(Int)
    /// A key the group does not have.
    case unknown
    /// The object has no more members.
    case end
}

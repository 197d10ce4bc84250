/// FNV-1a, the 64-bit byte hash of the matcher's own tables: a few instructions a byte, where `Hasher`
/// runs SipHash and a seed that changes from run to run.
///
/// It reads bytes in order, so a hash can be carried along (`step`) and continued from any state
/// (`hash(_:from:)`): the similar-word index hashes every deletion of a word from the hash of the bytes
/// before it. `serve` names the registry it loaded by the FNV-1a of its file.
package enum FNV1a {
    package static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    package static let prime: UInt64 = 0x100_0000_01b3

    /// The hash of `bytes`, continued from `start`.
    @inline(__always)
    package static func hash(_ bytes: some Collection<UInt8>, from start: UInt64 = offsetBasis) -> UInt64 {
        var hash = start
        for byte in bytes { hash = step(hash, byte) }
        return hash
    }

    /// The hash after one more byte.
    @inline(__always)
    package static func step(_ hash: UInt64, _ byte: UInt8) -> UInt64 { (hash ^ UInt64(byte)) &* prime }
}

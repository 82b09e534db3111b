// Qt Quick Controls' Dial, the dial peer of `scripts/peer-bench.sh --dial`: 12 positions
// (0…11 by 1), 220 × 220, 20 px from the window's corner, run with the software renderer.
// SnapOnRelease follows the finger and snaps on release, as ControlKit's dial does.
import QtQuick
import QtQuick.Controls
import QtQuick.Window

Window {
    title: "peer: Qt Dial"
    width: 260
    height: 260
    visible: true
    Dial {
        x: 20; y: 20; width: 220; height: 220
        from: 0; to: 11; stepSize: 1; value: 9
        snapMode: Dial.SnapOnRelease
        inputMode: Dial.Circular
        wrap: true
    }
}

// English messages of the county's warnings by push and by mail (issue 42), spread into en.ts; ICU MessageFormat.
export const enWarnings = {
  warnings: {
    // The opt-in where a resident meets danger: /alerts, /emergency, /account and the install offer.
    heading: "Warnings for our county",
    lead: "When the National Weather Service issues a warning for {county}, we tell you at once: on this device, or by e-mail.",
    mailLabel: "E-mail address",
    mailButton: "Send me warnings by e-mail",
    mailSending: "Sending…",
    mailSent: "Check your e-mail: we sent a link to confirm warnings by mail. Nothing is sent until you confirm.",
    leaveEmpty: "Leave this empty",
    pageTitle: "Warnings by e-mail",
    // /warnings/confirm and /warnings/unsubscribe
    confirmTitle: "Confirm warnings by e-mail",
    confirmLead: "Send the weather warnings for our county to {email}?",
    confirmButton: "Yes, send me warnings",
    confirmed: "Done: the weather warnings for our county will come to {email}.",
    confirmGone: "This link has expired or was already used. You can ask again on the weather alerts page.",
    stopTitle: "Stop warnings by e-mail",
    stopLead: "Stop sending the weather warnings for our county to {email}?",
    stopButton: "Stop warnings",
    stopped: "Done: no more warnings will come to this address.",
    stopGone: "This address gets no warnings by e-mail.",
    seeAlerts: "Weather alerts",
    // /account
    accountLead: "When the National Weather Service issues a warning for our county, get it by e-mail or on this device.",
    mailOn: "Warnings by e-mail are on: they go to {email}.",
    mailOff: "Warnings by e-mail are off.",
    turnOn: "Send me warnings by e-mail",
    turnOff: "Stop warnings by e-mail",
    // /admin
    adminHeading: "Weather warnings",
    adminCounts: "{push, plural, one {# browser} other {# browsers}} by push, {mail, plural, one {# address} other {# addresses}} by e-mail",
    adminLast: "Last warning sent: {title}, {date} ({pushed, plural, one {# push} other {# pushes}}, {mailed, plural, one {# mail} other {# mails}})",
    adminNone: "No warning has been sent yet.",
    // Mails
    confirmSubject: "Confirm weather warnings from {site}",
    confirmBody:
      "Someone (we hope you) asked {site} to mail the weather warnings for our county to this address. Confirm here: {link}\n\nIf it was not you, ignore this mail: nothing will be sent.",
    confirmMailButton: "Confirm warnings",
    warningSubject: "{event}: {site}",
    warningIntro: "The National Weather Service issued a warning for {county}:",
    warningRead: "The full warning and what to do",
    warningWhy: "You get this mail because you asked {site} for weather warnings by e-mail.",
    warningStop: "Stop warnings by e-mail",
  },
};

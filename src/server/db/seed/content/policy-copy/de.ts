import type { PolicyCopy } from './types';

/** German (de-de; „Sie“, as the cart and checkout messages and legal texts use). */
export const DE: PolicyCopy = {
  'help/contact-us': (f) => `<p>Fragen zu einer Bestellung, einer Rücksendung oder Ihrem ${f.brand}-Konto? Schreiben Sie uns unten eine Nachricht, wir melden uns bei Ihnen. Sie möchten etwas zurückschicken? Lesen Sie, <a href="${f.link('/help/returns/how-to-return')}">wie die Rücksendung funktioniert</a>.</p>`,
  loyalty: (f) => `<p>Sammeln Sie ${f.earnPoints} ${f.earnPoints === 1 ? 'Punkt' : 'Punkte'} pro ${f.earnPer} Einkaufswert bei ${f.brand} und lösen Sie Ihre Punkte gegen Gutscheine ein. Hier finden Sie die <a href="${f.link('/loyalty-terms')}">Bedingungen des Treueprogramms</a>.</p>`,
  westend: (f) => `<p>Unser Flagship-Store im West End: das komplette ${f.brand}-Sortiment, fachkundige Beratung und die Abholung Ihrer Online-Bestellungen.</p>`,
  basecamp: (f) => `<p>Ratgeber, Ausrüstungstipps und Geschichten vom ${f.brand}-Team.</p>`,
  join: (f) => `<p>Erstellen Sie Ihr ${f.brand}-Konto und treten Sie dem Treueprogramm in einem Schritt bei: Sie sammeln Punkte ab Ihrer ersten Bestellung. Lesen Sie die <a href="${f.link('/loyalty-terms')}">Bedingungen des Treueprogramms</a>.</p>`,

  'help/returns/how-to-return': (f) => `<p>Anders überlegt oder passt nicht? Die meisten bei ${f.brand} gekauften Artikel können Sie innerhalb von <strong>${f.returnDays} Tagen</strong> nach der Lieferung zurückschicken – kostenlos.</p>
<h2>Was Sie zurückschicken können</h2>
<ul><li>Ungetragene und ungewaschene Artikel mit Original-Etiketten und -Verpackung.</li><li>Schuhe, die nur in Innenräumen anprobiert wurden, im Originalkarton.</li><li>Ausgenommen sind Geschenkkarten, personalisierte Artikel und aus hygienischen Gründen ausgepackte Socken und Unterwäsche.</li></ul>
<h2>So schicken Sie es zurück</h2>
<ol><li>Melden Sie sich an und öffnen Sie Ihre Bestellungen in <a href="${f.link('/account')}">Ihrem Konto</a>. Als Gast bestellt? <a href="${f.link('/help/contact-us')}">Kontaktieren Sie uns</a> mit Ihrer Bestellnummer.</li><li>Wählen Sie die Artikel aus und nennen Sie den Rücksendegrund; wir senden Ihnen ein frankiertes Rücksendeetikett per E-Mail.</li><li>Verpacken Sie die Artikel sicher, kleben Sie das Etikett auf das Paket und geben Sie es innerhalb von ${f.returnDays} Tagen nach der Lieferung an einer Annahmestelle des Versanddienstleisters ab.</li></ol>
<h2>Ihre Erstattung</h2>
<p>Sobald Ihr Paket bei uns ist, prüfen wir es und erstatten den Betrag auf die ursprüngliche Zahlungsart, meist innerhalb von 5 Werktagen; bis die Gutschrift auf Ihrem Konto erscheint, kann es einige Tage länger dauern. Mit Geschenkkarte bezahlte Beträge erhalten Sie als Geschenkkarte zurück.</p>
<p>Mit Treuepunkten bezahlte Beträge schreiben wir Ihrem Punktekonto wieder gut. Punkte aus einer Bestellung bleiben ${f.returnDays} Tage vorgemerkt; für zurückgeschickte Artikel verfallen sie einfach.</p>
<h2>Umtausch und mangelhafte Artikel</h2>
<p>Sie brauchen eine andere Größe oder Farbe? Schicken Sie den Artikel zurück und bestellen Sie neu, damit Ihr Wunschartikel in der Zwischenzeit nicht ausverkauft ist. Ist ein Artikel beschädigt oder nicht der bestellte? <a href="${f.link('/help/contact-us')}">Kontaktieren Sie uns</a>, wir kümmern uns darum.</p>`,

  'loyalty-terms': (f) => `<p>Diese Bedingungen gelten für das Treueprogramm von ${f.brand}. Mit Ihrer Teilnahme akzeptieren Sie sie sowie unsere <a href="${f.link('/privacy')}">Datenschutzerklärung</a>.</p>
<h2>Teilnahme</h2>
<ul><li>Die Teilnahme ist kostenlos und steht allen mit einem ${f.brand}-Konto offen: Melden Sie sich bei der Kontoerstellung an oder später in Ihrem Konto.</li><li>Eine Mitgliedschaft pro Person. Sie können jederzeit austreten; nicht eingelöste Punkte und Gutscheine verfallen dann.</li></ul>
<h2>Punkte sammeln</h2>
<ul><li>Sie erhalten <strong>${f.earnPoints} ${f.earnPoints === 1 ? 'Punkt' : 'Punkte'} pro ${f.earnPer}</strong>, die Sie für eine Bestellung bezahlen, ausgenommen der mit Punkten oder Punkte-Gutscheinen bezahlte Teil.</li><li>Punkte bleiben ${f.returnDays} Tage – die Rückgabefrist – vorgemerkt und werden dann aktiv. Punkte für zurückgeschickte Artikel verfallen.</li></ul>
<h2>Punkte einlösen</h2>
<ul><li>Aktive Punkte können Sie an der Kasse einsetzen: 100 Punkte sind ${f.hundredPoints} wert.</li><li>Oder Sie tauschen sie gegen einen Gutschein: ${f.vouchers.map((v) => `${v.points} Punkte für ${v.amount}`).join(', ')}.</li><li>Ein Gutschein ist ${f.voucherDays} Tage gültig. Er kann nicht bar ausgezahlt werden, und die Punkte eines nicht eingelösten Gutscheins werden nicht zurückgebucht.</li></ul>
<h2>Verfall und Änderungen</h2>
<p>Aktive Punkte verfallen ${f.pointsMonths} Monate, nachdem sie einlösbar wurden, wenn Sie sie bis dahin nicht verwendet haben. Vor jeder Änderung dieser Bedingungen, die Ihre Punkte betrifft, informieren wir Mitglieder per E-Mail. Fragen? <a href="${f.link('/help/contact-us')}">Kontaktieren Sie uns</a>.</p>`,

  'brand-terms': (f) => `<p>Diese Bedingungen gelten für die Nutzung der ${f.brand}-Website und Ihres ${f.brand}-Kontos. Für Bestellungen gelten unsere <a href="${f.link('/sale-terms')}">Verkaufsbedingungen</a>.</p>
<h2>Ihr Konto</h2>
<ul><li>Halten Sie Ihre Angaben aktuell und Ihr Passwort geheim; informieren Sie uns sofort, wenn Sie vermuten, dass jemand anderes Ihr Konto nutzt.</li><li>Wir können Konten sperren, die für Betrug, Missbrauch oder Weiterverkauf genutzt werden.</li></ul>
<h2>Unsere Inhalte</h2>
<p>Der Name ${f.brand}, Logos, Fotos und Texte gehören uns oder unseren Lizenzgebern. Sie dürfen sie für private, nicht gewerbliche Zwecke ansehen und teilen; das massenhafte Kopieren oder automatisierte Auslesen ist nicht erlaubt.</p>
<h2>Ihre Bewertungen</h2>
<ul><li>Bewertungen sollen ehrlich sein, sich auf das Produkt beziehen und weder beleidigende Inhalte noch persönliche Daten enthalten.</li><li>Wir können Bewertungen, die gegen diese Regeln verstoßen, prüfen oder entfernen, und Ihre Bewertung mit Ihrem Vornamen auf unseren Websites zeigen.</li></ul>
<h2>Verfügbarkeit</h2>
<p>Wir sorgen dafür, dass die Website erreichbar und korrekt ist, können Teile davon aber ändern oder vorübergehend abschalten. Für Inhalte anderer Websites, auf die wir verlinken, sind wir nicht verantwortlich. Fragen? <a href="${f.link('/help/contact-us')}">Kontaktieren Sie uns</a>.</p>`,

  'sale-terms': (f) => `<p>Diese Bedingungen gelten für alle Bestellungen, die Sie online bei ${f.brand} aufgeben. Ihre gesetzlichen Rechte als Verbraucher bleiben unberührt.</p>
<h2>Bestellungen und Preise</h2>
<ul><li>Steuern und Versandkosten sehen Sie im Warenkorb und an der Kasse, bevor Sie bezahlen.</li><li>Wir bestätigen Ihre Bestellung per E-Mail. Ist ein Artikel nicht mehr verfügbar oder offensichtlich falsch ausgezeichnet, können wir ihn stornieren und erstatten Ihnen den vollen Betrag.</li><li>Aktionen und Promo-Codes gelten zu den jeweils genannten Bedingungen und können nicht bar ausgezahlt werden.</li></ul>
<h2>Bezahlung</h2>
<p>Sie können mit Karte, PayPal, Apple Pay, Ratenzahlung oder Kauf auf Rechnung (wo angeboten), Geschenkkarten (bis zu 3 pro Bestellung) sowie Treuepunkten und Gutscheinen bezahlen.</p>
<h2>Lieferung und Abholung</h2>
<ul><li>Bestellungen werden innerhalb von ${f.shipDays} Werktagen versandt; Versandarten und Lieferzeiten sehen Sie an der Kasse.</li><li>Der Standardversand ist ab dem im Warenkorb angezeigten Betrag kostenlos.</li><li>Bei Abholung im Geschäft benachrichtigen wir Sie per E-Mail, sobald Ihre Bestellung bereitliegt; bringen Sie Ihre Bestätigung mit.</li></ul>
<h2>Rücksendung und Erstattung</h2>
<p>Rücksendungen sind innerhalb von ${f.returnDays} Tagen nach der Lieferung kostenlos. Die einzelnen Schritte und Erstattungszeiten finden Sie unter <a href="${f.link('/help/returns/how-to-return')}">So funktioniert die Rücksendung</a>.</p>`,

  'sms-terms': (f) => `<p>Mit den SMS-Benachrichtigungen von ${f.brand} erfahren Sie per SMS von Angeboten, Neuheiten und Events und vom Stand Ihrer Bestellungen.</p>
<h2>Anmeldung</h2>
<p>Setzen Sie bei der Kontoerstellung das Häkchen für SMS oder aktivieren Sie die SMS-Benachrichtigungen in Ihrem Konto (dafür ist eine gültige Telefonnummer nötig) und akzeptieren Sie diese Bedingungen. Wir senden bis zu sechs Nachrichten im Monat.</p>
<h2>Benachrichtigungen beenden</h2>
<ul><li>Antworten Sie auf eine beliebige Nachricht mit <strong>STOP</strong> oder entfernen Sie das Häkchen für SMS in <a href="${f.link('/account')}">Ihrem Konto</a>.</li><li>Antworten Sie mit <strong>HILFE</strong>, wenn Sie Hilfe brauchen, oder <a href="${f.link('/help/contact-us')}">kontaktieren Sie uns</a>.</li></ul>
<h2>Kosten und Ihre Nummer</h2>
<p>Von uns aus sind die Benachrichtigungen kostenlos; es können Gebühren Ihres Mobilfunkanbieters für SMS und Daten anfallen. Wir nutzen Ihre Nummer nur für diese Benachrichtigungen und verkaufen sie nie. Mehr dazu in unserer <a href="${f.link('/privacy')}">Datenschutzerklärung</a>.</p>`,

  'associate-discount-terms': (f) => `<p>Der Mitarbeiterrabatt ist unser Dankeschön an alle, die bei ${f.brand} arbeiten. Bevor Sie ihn zum ersten Mal nutzen, akzeptieren Sie diese Bedingungen in dem Dialog, der bei der Anmeldung als Mitarbeiter erscheint.</p>
<h2>Wer ihn nutzen kann</h2>
<ul><li>Aktuelle Mitarbeiterinnen und Mitarbeiter, angemeldet mit ihrer Mitarbeiternummer.</li><li>Der Rabatt gilt, sobald Sie diese Bedingungen akzeptiert haben; das Banner oben auf der Seite zeigt, dass er aktiv ist.</li></ul>
<h2>Ihr Jahresrahmen</h2>
<p>Der Rabatt gilt für Einkäufe bis zu Ihrem Jahresrahmen. Das Banner zeigt, wie viel davon Sie in diesem Jahr bereits genutzt haben.</p>
<h2>Nur für den persönlichen Bedarf</h2>
<ul><li>Mit dem Rabatt gekaufte Artikel sind für Ihren persönlichen Bedarf bestimmt und dürfen nicht weiterverkauft werden.</li><li>Missbrauch kann zum Verlust des Rabatts und zu disziplinarischen Maßnahmen führen.</li><li>Solange Sie als Mitarbeiter angemeldet sind, stehen Favoriten und „Für später speichern“ nicht zur Verfügung.</li></ul>
<h2>Fragen</h2>
<p>Für Rücksendungen gelten unsere üblichen <a href="${f.link('/help/returns/how-to-return')}">Rückgaberegeln</a>. Bei allen anderen Fragen wenden Sie sich an Ihre Filialleitung oder <a href="${f.link('/help/contact-us')}">kontaktieren Sie uns</a>.</p>`,

  privacy: (f) => `<p>Diese Erklärung beschreibt, welche personenbezogenen Daten ${f.brand} erhebt, wenn Sie bei uns einkaufen, wofür wir sie verwenden und welche Wahlmöglichkeiten Sie haben.</p>
<h2>Welche Daten wir erheben</h2>
<ul><li>Kontodaten: Name, E-Mail-Adresse, Telefonnummer, Postleitzahl, Geburtsdatum (wo abgefragt) und Adressen.</li><li>Bestellungen, Rücksendungen und Ihre Aktivität im Treueprogramm. Kartendaten verarbeitet unser Zahlungsdienstleister; vollständige Kartennummern speichern wir nicht.</li><li>Ihre Vorlieben und Abonnements: Interessen, Schuhgröße, Einstellungen zu Newsletter und SMS.</li><li>Ihre Nutzung der Website, über die Cookies, denen Sie zugestimmt haben.</li></ul>
<h2>Wofür wir sie verwenden</h2>
<ul><li>Um Ihre Bestellungen zu liefern, Rücksendungen zu bearbeiten und Ihr Konto sowie Ihre Mitgliedschaft im Treueprogramm zu führen.</li><li>Um Ihnen Newsletter oder SMS-Benachrichtigungen zu senden, nur wenn Sie sich dafür angemeldet haben.</li><li>Um die Website zu schützen, Betrug vorzubeugen und unseren Service zu verbessern.</li></ul>
<h2>Cookies</h2>
<p>Notwendige Cookies halten die Website am Laufen (Anmeldung, Warenkorb). Leistungs-, Funktions- und Marketing-Cookies setzen wir nur mit Ihrer Einwilligung, die Sie jederzeit in den Cookie-Einstellungen ändern können.</p>
<h2>Weitergabe und Speicherdauer</h2>
<p>Wir geben Daten nur an Unternehmen weiter, die uns beim Betrieb des Shops helfen (Zahlung, Versand, Hosting, E-Mail), und zwar nach unseren Weisungen, sowie an Behörden, wenn das Gesetz es verlangt. Wir verkaufen Ihre Daten nie. Kontodaten speichern wir, solange Ihr Konto besteht, Bestelldaten so lange, wie es gesetzlich vorgeschrieben ist.</p>
<h2>Ihre Rechte</h2>
<p>Sie können Auskunft über Ihre Daten verlangen, sie berichtigen oder löschen lassen, ihrer Verwendung widersprechen und eine Kopie erhalten. Die meisten Angaben ändern Sie in <a href="${f.link('/account')}">Ihrem Konto</a>; vom Newsletter melden Sie sich über den Link in jeder E-Mail ab. Oder <a href="${f.link('/help/contact-us')}">kontaktieren Sie uns</a>.</p>`,
};

import type { PolicyCopy } from './types';

/** Italian (it-it; "tu", as the storefront's messages). */
export const IT: PolicyCopy = {
  'help/contact-us': (f) => `<p>Hai domande su un ordine, un reso o il tuo account ${f.brand}? Scrivici qui sotto e ti risponderemo al più presto. Vuoi restituire un articolo? Leggi <a href="${f.link('/help/returns/how-to-return')}">come effettuare un reso</a>.</p>`,
  loyalty: (f) => `<p>Guadagna ${f.earnPoints} ${f.earnPoints === 1 ? 'punto' : 'punti'} ogni ${f.earnPer} di spesa da ${f.brand} e trasforma i tuoi punti in buoni. Leggi i <a href="${f.link('/loyalty-terms')}">termini del programma fedeltà</a>.</p>`,
  westend: (f) => `<p>Il nostro flagship store nel West End: tutta la gamma ${f.brand}, la consulenza dei nostri esperti e il ritiro in negozio dei tuoi ordini online.</p>`,
  basecamp: (f) => `<p>Guide, consigli sull'attrezzatura e racconti dal team ${f.brand}.</p>`,
  join: (f) => `<p>Crea il tuo account ${f.brand} e iscriviti al programma fedeltà in un solo passaggio: guadagni punti dal tuo primo ordine. Leggi i <a href="${f.link('/loyalty-terms')}">termini del programma fedeltà</a>.</p>`,

  'help/returns/how-to-return': (f) => `<p>Hai cambiato idea o la taglia non va bene? Puoi restituire la maggior parte degli articoli acquistati da ${f.brand} entro <strong>${f.returnDays} giorni</strong> dalla consegna, e il reso è gratuito.</p>
<h2>Cosa puoi restituire</h2>
<ul><li>Articoli non indossati e non lavati, con le etichette e la confezione originali.</li><li>Scarpe provate solo in casa, nella loro scatola originale.</li><li>Non si possono restituire: carte regalo, articoli personalizzati e, per motivi igienici, calze e intimo tolti dalla confezione.</li></ul>
<h2>Come restituirlo</h2>
<ol><li>Accedi e apri i tuoi ordini nel <a href="${f.link('/account')}">tuo account</a>. Hai acquistato come ospite? <a href="${f.link('/help/contact-us')}">Contattaci</a> indicando il numero d'ordine.</li><li>Scegli gli articoli e indica il motivo del reso: ti inviamo via e-mail un'etichetta di reso prepagata.</li><li>Imballa bene gli articoli, applica l'etichetta sul pacco e consegnalo a un punto di ritiro del corriere entro ${f.returnDays} giorni dalla consegna.</li></ol>
<h2>Il tuo rimborso</h2>
<p>Quando il pacco arriva da noi lo controlliamo e rimborsiamo il metodo di pagamento originale, di solito entro 5 giorni lavorativi; la tua banca potrebbe impiegare qualche giorno in più per mostrarlo. Gli importi pagati con carta regalo vengono restituiti su una carta regalo.</p>
<p>I punti fedeltà usati per pagare vengono riaccreditati sul tuo conto. I punti guadagnati con un ordine restano in attesa per ${f.returnDays} giorni: quelli degli articoli restituiti vengono semplicemente annullati.</p>
<h2>Cambi e articoli difettosi</h2>
<p>Ti serve un'altra taglia o un altro colore? Restituisci l'articolo ed effettua un nuovo ordine, così quello che vuoi non andrà esaurito nel frattempo. Hai ricevuto un articolo danneggiato o diverso da quello ordinato? <a href="${f.link('/help/contact-us')}">Contattaci</a> e risolveremo il problema.</p>`,

  'loyalty-terms': (f) => `<p>Questi termini si applicano al programma fedeltà di ${f.brand}. Iscrivendoti li accetti, insieme alla nostra <a href="${f.link('/privacy')}">informativa sulla privacy</a>.</p>
<h2>Iscrizione</h2>
<ul><li>L'iscrizione è gratuita per chiunque abbia un account ${f.brand}: iscriviti quando crei l'account oppure in seguito dal tuo account.</li><li>Una sola iscrizione per persona. Puoi uscire dal programma in qualsiasi momento; i punti e i buoni non utilizzati vanno persi.</li></ul>
<h2>Come guadagnare punti</h2>
<ul><li>Guadagni <strong>${f.earnPoints} ${f.earnPoints === 1 ? 'punto' : 'punti'} ogni ${f.earnPer}</strong> pagati per un ordine, esclusa la parte pagata con punti o buoni fedeltà.</li><li>I punti restano in attesa per ${f.returnDays} giorni, il periodo di reso, e poi diventano attivi. I punti degli articoli restituiti vengono annullati.</li></ul>
<h2>Come usare i punti</h2>
<ul><li>I punti attivi si usano al momento del pagamento: 100 punti valgono ${f.hundredPoints}.</li><li>Oppure puoi convertirli in un buono: ${f.vouchers.map((v) => `${v.points} punti per ${v.amount}`).join(', ')}.</li><li>Un buono è valido ${f.voucherDays} giorni. Non è convertibile in denaro e i punti di un buono non utilizzato non vengono riaccreditati.</li></ul>
<h2>Scadenza e modifiche</h2>
<p>I punti attivi scadono ${f.pointsMonths} mesi dopo essere diventati utilizzabili, se non li hai spesi. Prima di qualsiasi modifica a questi termini che riguardi i punti, avvisiamo i membri via e-mail. Domande? <a href="${f.link('/help/contact-us')}">Contattaci</a>.</p>`,

  'brand-terms': (f) => `<p>Questi termini si applicano quando usi il sito ${f.brand} e il tuo account ${f.brand}. Gli ordini sono regolati dalle nostre <a href="${f.link('/sale-terms')}">condizioni di vendita</a>.</p>
<h2>Il tuo account</h2>
<ul><li>Tieni aggiornati i tuoi dati e non condividere la password; avvisaci subito se pensi che qualcun altro stia usando il tuo account.</li><li>Possiamo sospendere un account usato per frodi, abusi o rivendita.</li></ul>
<h2>I nostri contenuti</h2>
<p>Il nome ${f.brand}, i loghi, le foto e i testi appartengono a noi o a chi ce li ha concessi in licenza. Puoi consultarli e condividerli per uso personale e non commerciale; non è consentito copiarli in massa né raccoglierli in modo automatico.</p>
<h2>Le tue recensioni</h2>
<ul><li>Le recensioni devono essere sincere, riguardare il prodotto e non contenere linguaggio offensivo né dati personali.</li><li>Possiamo moderare o rimuovere le recensioni che non rispettano queste regole e mostrare la tua recensione con il tuo nome sui nostri siti.</li></ul>
<h2>Disponibilità</h2>
<p>Ci impegniamo a mantenere il sito disponibile e accurato, ma possiamo modificarne o sospenderne alcune parti. Non siamo responsabili dei contenuti di altri siti a cui rimandiamo. Domande? <a href="${f.link('/help/contact-us')}">Contattaci</a>.</p>`,

  'sale-terms': (f) => `<p>Queste condizioni si applicano a ogni ordine che effettui online da ${f.brand}. I diritti che la legge ti riconosce come consumatore restano invariati.</p>
<h2>Ordini e prezzi</h2>
<ul><li>Imposte e costi di spedizione sono indicati nel carrello e al pagamento, prima che tu paghi.</li><li>Confermiamo il tuo ordine via e-mail. Se un articolo non è più disponibile o ha un prezzo palesemente errato, possiamo annullarlo e rimborsarti per intero.</li><li>Promozioni e codici promozionali valgono alle condizioni indicate e non sono convertibili in denaro.</li></ul>
<h2>Pagamento</h2>
<p>Puoi pagare con carta, PayPal, Apple Pay, pagamento a rate dove disponibile, carte regalo (fino a 3 per ordine), punti e buoni fedeltà.</p>
<h2>Spedizione e ritiro</h2>
<ul><li>Gli ordini vengono spediti entro ${f.shipDays} giorni lavorativi; modalità e tempi di consegna sono indicati al pagamento.</li><li>La spedizione standard è gratuita oltre l'importo indicato nel carrello.</li><li>Per il ritiro in negozio ti avvisiamo via e-mail quando l'ordine è pronto; porta con te la conferma.</li></ul>
<h2>Resi e rimborsi</h2>
<p>I resi sono gratuiti entro ${f.returnDays} giorni dalla consegna. Leggi <a href="${f.link('/help/returns/how-to-return')}">come effettuare un reso</a> per i passaggi e i tempi di rimborso.</p>`,

  'sms-terms': (f) => `<p>Con gli avvisi SMS di ${f.brand} ricevi via SMS offerte, novità, eventi e aggiornamenti sui tuoi ordini.</p>
<h2>Iscrizione</h2>
<p>Spunta la casella SMS quando crei l'account, oppure attiva gli avvisi SMS nel tuo account (serve un numero di telefono valido), e accetta questi termini. Inviamo fino a sei messaggi al mese.</p>
<h2>Interrompere gli avvisi</h2>
<ul><li>Rispondi <strong>STOP</strong> a qualsiasi messaggio, oppure togli la spunta dagli avvisi SMS nel <a href="${f.link('/account')}">tuo account</a>.</li><li>Rispondi <strong>AIUTO</strong> per ricevere assistenza, oppure <a href="${f.link('/help/contact-us')}">contattaci</a>.</li></ul>
<h2>Costi e il tuo numero</h2>
<p>Da parte nostra gli avvisi sono gratuiti; potrebbero essere applicate le tariffe per SMS e dati del tuo operatore. Usiamo il tuo numero solo per questi avvisi e non lo vendiamo mai. Leggi la nostra <a href="${f.link('/privacy')}">informativa sulla privacy</a>.</p>`,

  'associate-discount-terms': (f) => `<p>Lo sconto dipendenti è il nostro modo di ringraziare chi lavora da ${f.brand}. Prima di usarlo per la prima volta, accetta questi termini nella finestra che compare quando accedi come dipendente.</p>
<h2>Chi può usarlo</h2>
<ul><li>I dipendenti in servizio, che accedono con il proprio codice dipendente.</li><li>Lo sconto si applica dopo che hai accettato questi termini; il banner in cima alla pagina indica che è attivo.</li></ul>
<h2>Il tuo tetto annuale</h2>
<p>Lo sconto si applica agli acquisti fino al tuo tetto annuale. Il banner mostra quanto ne hai già usato quest'anno.</p>
<h2>Solo per uso personale</h2>
<ul><li>Gli articoli acquistati con lo sconto sono per uso personale e non possono essere rivenduti.</li><li>Un uso improprio può comportare la perdita dello sconto e provvedimenti disciplinari.</li><li>Quando hai effettuato l'accesso come dipendente, i preferiti e la funzione "salva per dopo" non sono disponibili.</li></ul>
<h2>Domande</h2>
<p>Per i resi valgono le nostre consuete <a href="${f.link('/help/returns/how-to-return')}">regole di reso</a>. Per tutto il resto rivolgiti al responsabile del tuo negozio o <a href="${f.link('/help/contact-us')}">contattaci</a>.</p>`,

  privacy: (f) => `<p>Questa informativa spiega quali dati personali raccoglie ${f.brand} quando fai acquisti da noi, perché li usiamo e quali scelte hai a disposizione.</p>
<h2>Quali dati raccogliamo</h2>
<ul><li>Dati dell'account: nome, indirizzo e-mail, numero di telefono, CAP, data di nascita se richiesta, e indirizzi.</li><li>Ordini, resi e attività nel programma fedeltà. I dati della carta sono gestiti dal nostro fornitore di pagamenti; non conserviamo i numeri di carta completi.</li><li>Preferenze e iscrizioni: interessi, numero di scarpe, scelte su newsletter e SMS.</li><li>Come usi il sito, tramite i cookie che hai accettato.</li></ul>
<h2>Perché li usiamo</h2>
<ul><li>Per consegnare i tuoi ordini, gestire i resi e il tuo account e la tua iscrizione al programma fedeltà.</li><li>Per inviarti la newsletter o gli avvisi SMS, solo se ti sei iscritto.</li><li>Per proteggere il sito, prevenire le frodi e migliorare il nostro servizio.</li></ul>
<h2>Cookie</h2>
<p>I cookie necessari fanno funzionare il sito (accesso, carrello). I cookie di prestazione, funzionali e di profilazione vengono usati solo con il tuo consenso, che puoi modificare in qualsiasi momento nelle impostazioni dei cookie.</p>
<h2>Condivisione e conservazione</h2>
<p>Condividiamo i dati solo con le aziende che ci aiutano a gestire il negozio (pagamenti, spedizioni, hosting, e-mail), secondo le nostre istruzioni, e con le autorità quando la legge lo richiede. Non vendiamo mai i tuoi dati. Conserviamo i dati dell'account finché l'account è attivo e i dati degli ordini per il tempo previsto dalla legge.</p>
<h2>I tuoi diritti</h2>
<p>Puoi accedere ai tuoi dati, correggerli o cancellarli, opporti al loro utilizzo e riceverne una copia. Modifica la maggior parte dei dati nel <a href="${f.link('/account')}">tuo account</a>, annulla l'iscrizione con il link presente in ogni e-mail oppure <a href="${f.link('/help/contact-us')}">contattaci</a>.</p>`,
};

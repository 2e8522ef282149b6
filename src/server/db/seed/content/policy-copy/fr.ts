import type { PolicyCopy } from './types';

/** French (fr-fr and fr-ca share it; « vous », as the storefront's messages). */
export const FR: PolicyCopy = {
  'help/contact-us': (f) => `<p>Une question sur une commande, un retour ou votre compte ${f.brand} ? Envoyez-nous un message ci-dessous, nous vous répondrons rapidement. Pour un retour, consultez <a href="${f.link('/help/returns/how-to-return')}">comment retourner un article</a>.</p>`,
  loyalty: (f) => `<p>Gagnez ${f.earnPoints} ${f.earnPoints === 1 ? 'point' : 'points'} pour chaque tranche de ${f.earnPer} dépensée chez ${f.brand} et échangez-les contre des bons d'achat. Lisez les <a href="${f.link('/loyalty-terms')}">conditions du programme de fidélité</a>.</p>`,
  westend: (f) => `<p>Notre magasin phare du West End : toute la gamme ${f.brand}, des conseils d'experts et le retrait en magasin de vos commandes en ligne.</p>`,
  basecamp: (f) => `<p>Guides, conseils matériel et récits de l'équipe ${f.brand}.</p>`,
  join: (f) => `<p>Créez votre compte ${f.brand} et adhérez au programme de fidélité en une seule étape : vous gagnez des points dès votre première commande. Lisez les <a href="${f.link('/loyalty-terms')}">conditions du programme de fidélité</a>.</p>`,

  'help/returns/how-to-return': (f) => `<p>Vous avez changé d'avis ou la taille ne convient pas ? Vous pouvez retourner la plupart des articles achetés chez ${f.brand} dans un délai de <strong>${f.returnDays} jours</strong> après la livraison, et le retour est gratuit.</p>
<h2>Ce que vous pouvez retourner</h2>
<ul><li>Les articles non portés et non lavés, avec leurs étiquettes et leur emballage d'origine.</li><li>Les chaussures essayées uniquement en intérieur, dans leur boîte d'origine.</li><li>Ne peuvent pas être retournés : les cartes cadeaux, les articles personnalisés et, pour des raisons d'hygiène, les chaussettes et sous-vêtements déballés.</li></ul>
<h2>Comment nous le renvoyer</h2>
<ol><li>Connectez-vous et ouvrez vos commandes dans <a href="${f.link('/account')}">votre compte</a>. Vous avez commandé sans compte ? <a href="${f.link('/help/contact-us')}">Contactez-nous</a> en indiquant votre numéro de commande.</li><li>Choisissez les articles et indiquez le motif du retour : nous vous envoyons par e-mail une étiquette de retour prépayée.</li><li>Emballez soigneusement les articles, collez l'étiquette sur le colis et déposez-le dans un point relais du transporteur dans les ${f.returnDays} jours suivant la livraison.</li></ol>
<h2>Votre remboursement</h2>
<p>À réception de votre colis, nous le vérifions puis remboursons le moyen de paiement d'origine, en général sous 5 jours ouvrés ; votre banque peut mettre quelques jours de plus à l'afficher. Les montants payés par carte cadeau sont recrédités sur une carte cadeau.</p>
<p>Les points de fidélité utilisés pour payer sont recrédités sur votre compte. Les points gagnés sur une commande restent en attente pendant ${f.returnDays} jours : ceux des articles retournés sont simplement annulés.</p>
<h2>Échanges et articles défectueux</h2>
<p>Besoin d'une autre taille ou d'une autre couleur ? Retournez l'article et passez une nouvelle commande, pour que celui que vous voulez ne soit pas épuisé entre-temps. Article abîmé ou différent de votre commande ? <a href="${f.link('/help/contact-us')}">Contactez-nous</a> et nous trouverons une solution.</p>`,

  'loyalty-terms': (f) => `<p>Ces conditions s'appliquent au programme de fidélité ${f.brand}. En y adhérant, vous les acceptez, ainsi que notre <a href="${f.link('/privacy')}">politique de confidentialité</a>.</p>
<h2>Adhésion</h2>
<ul><li>L'adhésion est gratuite pour toute personne disposant d'un compte ${f.brand} : inscrivez-vous en créant votre compte, ou plus tard depuis votre compte.</li><li>Une seule adhésion par personne. Vous pouvez quitter le programme à tout moment ; les points et bons non utilisés sont alors perdus.</li></ul>
<h2>Gagner des points</h2>
<ul><li>Vous gagnez <strong>${f.earnPoints} ${f.earnPoints === 1 ? 'point' : 'points'} par tranche de ${f.earnPer}</strong> payée sur une commande, hors montant réglé en points ou en bons de fidélité.</li><li>Les points restent en attente pendant ${f.returnDays} jours, le délai de retour, puis deviennent actifs. Les points des articles retournés sont annulés.</li></ul>
<h2>Utiliser vos points</h2>
<ul><li>Vos points actifs se dépensent au paiement : 100 points valent ${f.hundredPoints}.</li><li>Vous pouvez aussi les échanger contre un bon d'achat : ${f.vouchers.map((v) => `${v.points} points pour ${v.amount}`).join(', ')}.</li><li>Un bon est valable ${f.voucherDays} jours. Il n'est pas échangeable contre de l'argent, et les points d'un bon non utilisé ne sont pas recrédités.</li></ul>
<h2>Expiration et modifications</h2>
<p>Les points actifs expirent ${f.pointsMonths} mois après être devenus utilisables s'ils n'ont pas été dépensés. Nous informons les membres par e-mail avant toute modification de ces conditions qui concerne leurs points. Une question ? <a href="${f.link('/help/contact-us')}">Contactez-nous</a>.</p>`,

  'brand-terms': (f) => `<p>Ces conditions s'appliquent à l'utilisation du site ${f.brand} et de votre compte ${f.brand}. Les commandes relèvent de nos <a href="${f.link('/sale-terms')}">conditions de vente</a>.</p>
<h2>Votre compte</h2>
<ul><li>Tenez vos informations à jour et gardez votre mot de passe pour vous ; prévenez-nous sans attendre si vous pensez que quelqu'un d'autre utilise votre compte.</li><li>Nous pouvons suspendre un compte utilisé pour de la fraude, des abus ou de la revente.</li></ul>
<h2>Nos contenus</h2>
<p>Le nom ${f.brand}, les logos, les photos et les textes nous appartiennent ou nous sont concédés sous licence. Vous pouvez les consulter et les partager pour un usage personnel et non commercial ; leur copie en masse ou leur collecte automatisée est interdite.</p>
<h2>Vos avis</h2>
<ul><li>Vos avis doivent être sincères, porter sur le produit et ne contenir ni propos offensants ni données personnelles.</li><li>Nous pouvons modérer ou retirer les avis qui ne respectent pas ces règles, et afficher votre avis avec votre prénom sur nos sites.</li></ul>
<h2>Disponibilité</h2>
<p>Nous faisons en sorte que le site soit disponible et exact, mais nous pouvons en modifier ou suspendre certaines parties. Nous ne sommes pas responsables du contenu des autres sites vers lesquels nous renvoyons. Une question ? <a href="${f.link('/help/contact-us')}">Contactez-nous</a>.</p>`,

  'sale-terms': (f) => `<p>Ces conditions s'appliquent à toute commande passée en ligne chez ${f.brand}. Elles ne limitent pas les droits que la loi vous accorde en tant que consommateur.</p>
<h2>Commandes et prix</h2>
<ul><li>Les taxes et les frais de livraison sont indiqués dans votre panier et au moment du paiement, avant que vous ne payiez.</li><li>Nous confirmons votre commande par e-mail. Si un article n'est plus disponible ou affiche un prix manifestement erroné, nous pouvons l'annuler et vous rembourser intégralement.</li><li>Les promotions et codes promo s'appliquent selon les conditions indiquées et ne sont pas échangeables contre de l'argent.</li></ul>
<h2>Paiement</h2>
<p>Vous pouvez payer par carte, PayPal, Apple Pay, paiement différé lorsqu'il est proposé, cartes cadeaux (3 au maximum par commande), ainsi qu'avec vos points et bons de fidélité.</p>
<h2>Livraison et retrait</h2>
<ul><li>Les commandes sont expédiées sous ${f.shipDays} jours ouvrés ; les modes et délais de livraison sont indiqués au moment du paiement.</li><li>La livraison standard est offerte au-delà du montant indiqué dans votre panier.</li><li>Pour un retrait en magasin, nous vous prévenons par e-mail dès que votre commande est prête ; munissez-vous de votre confirmation.</li></ul>
<h2>Retours et remboursements</h2>
<p>Les retours sont gratuits dans les ${f.returnDays} jours suivant la livraison. Consultez <a href="${f.link('/help/returns/how-to-return')}">comment retourner un article</a> pour les étapes et les délais de remboursement.</p>`,

  'sms-terms': (f) => `<p>Les alertes SMS ${f.brand} vous informent par SMS de nos offres, nouveautés et événements, et du suivi de vos commandes.</p>
<h2>Inscription</h2>
<p>Cochez la case SMS lors de la création de votre compte, ou activez les alertes SMS dans votre compte (un numéro de téléphone valide est nécessaire), puis acceptez ces conditions. Nous envoyons jusqu'à six messages par mois.</p>
<h2>Arrêter les alertes</h2>
<ul><li>Répondez <strong>STOP</strong> à n'importe quel message, ou décochez les alertes SMS dans <a href="${f.link('/account')}">votre compte</a>.</li><li>Répondez <strong>AIDE</strong> pour obtenir de l'aide, ou <a href="${f.link('/help/contact-us')}">contactez-nous</a>.</li></ul>
<h2>Coûts et numéro de téléphone</h2>
<p>Les alertes sont gratuites de notre côté ; les tarifs SMS et données de votre opérateur peuvent s'appliquer. Nous utilisons votre numéro uniquement pour ces alertes et ne le vendons jamais. Consultez notre <a href="${f.link('/privacy')}">politique de confidentialité</a>.</p>`,

  'associate-discount-terms': (f) => `<p>La remise employé est notre façon de remercier les collaborateurs de ${f.brand}. Avant de l'utiliser pour la première fois, acceptez ces conditions dans la fenêtre affichée lorsque vous vous connectez en tant qu'employé.</p>
<h2>Qui peut en bénéficier</h2>
<ul><li>Les employés en poste, connectés avec leur identifiant employé.</li><li>La remise s'applique dès que vous avez accepté ces conditions ; le bandeau en haut de la page indique qu'elle est active.</li></ul>
<h2>Votre plafond annuel</h2>
<p>La remise s'applique à vos achats jusqu'à votre plafond annuel. Le bandeau indique la part déjà utilisée cette année.</p>
<h2>Usage personnel uniquement</h2>
<ul><li>Les articles achetés avec la remise sont destinés à votre usage personnel et ne peuvent pas être revendus.</li><li>Tout abus peut entraîner la perte de la remise et des mesures disciplinaires.</li><li>Lorsque vous êtes connecté en tant qu'employé, les favoris et les articles mis de côté ne sont pas disponibles.</li></ul>
<h2>Questions</h2>
<p>Les retours suivent notre <a href="${f.link('/help/returns/how-to-return')}">politique de retour</a> habituelle. Pour toute autre question, adressez-vous à votre responsable de magasin ou <a href="${f.link('/help/contact-us')}">contactez-nous</a>.</p>`,

  privacy: (f) => `<p>Cette politique explique quelles données personnelles ${f.brand} collecte lorsque vous faites vos achats chez nous, pourquoi nous les utilisons et quels choix s'offrent à vous.</p>
<h2>Les données que nous collectons</h2>
<ul><li>Les informations de votre compte : nom, adresse e-mail, numéro de téléphone, code postal, date de naissance lorsqu'elle est demandée, et adresses.</li><li>Vos commandes, retours et votre activité de fidélité. Les données de carte sont traitées par notre prestataire de paiement ; nous ne conservons pas les numéros de carte complets.</li><li>Vos préférences et abonnements : centres d'intérêt, pointure, choix concernant la newsletter et les SMS.</li><li>Votre navigation sur le site, au moyen des cookies que vous avez acceptés.</li></ul>
<h2>Pourquoi nous les utilisons</h2>
<ul><li>Pour livrer vos commandes, traiter vos retours et gérer votre compte et votre adhésion au programme de fidélité.</li><li>Pour vous envoyer la newsletter ou des alertes SMS, uniquement si vous vous y êtes inscrit.</li><li>Pour sécuriser le site, prévenir la fraude et améliorer notre service.</li></ul>
<h2>Cookies</h2>
<p>Les cookies nécessaires font fonctionner le site (connexion, panier). Les cookies de performance, de fonctionnalité et de ciblage ne sont utilisés qu'avec votre consentement, que vous pouvez modifier à tout moment dans les paramètres des cookies.</p>
<h2>Partage et conservation</h2>
<p>Nous ne partageons vos données qu'avec les entreprises qui nous aident à faire fonctionner la boutique (paiement, livraison, hébergement, e-mail), sur nos instructions, et avec les autorités lorsque la loi l'exige. Nous ne vendons jamais vos données. Nous conservons les données de compte tant que votre compte est ouvert, et les données de commande aussi longtemps que la loi l'exige.</p>
<h2>Vos droits</h2>
<p>Vous pouvez accéder à vos données, les rectifier ou les supprimer, vous opposer à leur utilisation et en obtenir une copie. Modifiez la plupart de vos informations dans <a href="${f.link('/account')}">votre compte</a>, désabonnez-vous via le lien présent dans chaque e-mail, ou <a href="${f.link('/help/contact-us')}">contactez-nous</a>.</p>`,
};

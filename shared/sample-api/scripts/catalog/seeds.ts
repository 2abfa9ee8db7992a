// The hand-written catalogue the generator expands into products.json: one line per product.
// Prices are in cents; `amount` is the article's quantity in its unit (kg or l), absent for single items.

import type { PetType } from '../../src/domain/catalog-query';

export type Pet = PetType;

/**
 * How offers are built for each article:
 * regular       1P REGULAR
 * discount      1P REGULAR + cheaper 1P_ABD (several purchasable offers)
 * discountOnly  1P_ABD only
 * twoDiscounts  1P_ABD _1 and _2 (two tiers)
 * cheapestOos   cheaper 1P_ABD out of stock + 1P REGULAR in stock
 * retail        1P RETAIL with UVP reference
 * clearance     1P_AUS while stocks last + 1P out of stock
 * thirdParty    3P offers only
 * mixed3p       1P + cheaper 3P
 * outOfStock    1P out of stock
 * Multipack articles (`pack` > 1) get priceType SET with an "Einzeln" reference on their 1P offer.
 */
export type Scheme =
  | 'regular'
  | 'discount'
  | 'discountOnly'
  | 'twoDiscounts'
  | 'cheapestOos'
  | 'retail'
  | 'clearance'
  | 'thirdParty'
  | 'mixed3p'
  | 'outOfStock';

export interface SizeSeed {
  name: string;
  price: number;
  amount?: number;
  /** number of single packs in a multipack (SET) */
  pack?: number;
}

export interface ProductSeed {
  id: number;
  pet: Pet;
  category: string;
  brandSlug: string;
  brand: string;
  series: string;
  name: string;
  description: string;
  unit?: 'kg' | 'l';
  sizes: SizeSeed[];
  scheme: Scheme;
  rating: [number, number];
  ownBrand?: boolean;
  favorite?: boolean;
  sponsored?: boolean;
  choice?: boolean;
}


const dog = (s: Omit<ProductSeed, 'pet'>): ProductSeed => ({ pet: 'dog', ...s });
const cat = (s: Omit<ProductSeed, 'pet'>): ProductSeed => ({ pet: 'cat', ...s });
const small = (s: Omit<ProductSeed, 'pet'>): ProductSeed => ({ pet: 'small_animal', ...s });
const bird = (s: Omit<ProductSeed, 'pet'>): ProductSeed => ({ pet: 'bird', ...s });
const fish = (s: Omit<ProductSeed, 'pet'>): ProductSeed => ({ pet: 'fish', ...s });
const horse = (s: Omit<ProductSeed, 'pet'>): ProductSeed => ({ pet: 'horse', ...s });

export const seeds: ProductSeed[] = [
  // ---- dogs ----
  dog({ id: 180101, category: 'hundefutter_trocken', brandSlug: 'wolf_of_wilderness', brand: 'Wolf of Wilderness', series: 'adult', name: 'Wolf of Wilderness Adult "Wild Hills" Ente', description: 'Getreidefreies Trockenfutter mit viel frischer Ente, inspiriert von der Ernährung des Wolfes.', unit: 'kg', sizes: [{ name: '1 kg', amount: 1, price: 899 }, { name: '5 kg', amount: 5, price: 3499 }, { name: '12 kg', amount: 12, price: 6499 }], scheme: 'discount', rating: [1843, 4.7], ownBrand: true, favorite: true, choice: true }),
  dog({ id: 180102, category: 'hundefutter_trocken', brandSlug: 'purizon', brand: 'Purizon', series: 'adult', name: 'Purizon Adult Lamm & Fisch getreidefrei', description: 'Hochwertiges Trockenfutter mit 70 % tierischen Zutaten, ohne Getreide.', unit: 'kg', sizes: [{ name: '4 kg', amount: 4, price: 2999 }, { name: '12 kg', amount: 12, price: 6999 }], scheme: 'twoDiscounts', rating: [962, 4.6], ownBrand: true }),
  dog({ id: 180103, category: 'hundefutter_trocken', brandSlug: 'concept_for_life', brand: 'Concept for Life', series: 'medium', name: 'Concept for Life Medium Adult', description: 'Ausgewogenes Trockenfutter für mittelgroße Hunde mit 11 bis 25 kg.', unit: 'kg', sizes: [{ name: '4 kg', amount: 4, price: 2199 }, { name: '12 kg', amount: 12, price: 4999 }, { name: '2 x 12 kg', amount: 24, price: 9499, pack: 2 }], scheme: 'regular', rating: [2310, 4.5], ownBrand: true }),
  dog({ id: 180104, category: 'hundefutter_trocken', brandSlug: 'royal_canin', brand: 'Royal Canin', series: 'maxi', name: 'Royal Canin Maxi Adult', description: 'Trockenfutter für große Hunde von 26 bis 44 kg ab dem 15. Lebensmonat.', unit: 'kg', sizes: [{ name: '4 kg', amount: 4, price: 3499 }, { name: '15 kg', amount: 15, price: 8999 }], scheme: 'retail', rating: [1204, 4.6], sponsored: true }),
  dog({ id: 180105, category: 'hundefutter_trocken', brandSlug: 'josera', brand: 'Josera', series: 'senior', name: 'Josera Balance Senior', description: 'Leicht verdauliches Trockenfutter für ältere und weniger aktive Hunde.', unit: 'kg', sizes: [{ name: '12,5 kg', amount: 12.5, price: 5499 }], scheme: 'mixed3p', rating: [488, 4.4] }),
  dog({ id: 180106, category: 'hundefutter_nass', brandSlug: 'lukullus', brand: 'Lukullus', series: 'naturkost', name: 'Lukullus Naturkost Adult Pute & Wild', description: 'Getreidefreies Nassfutter mit hohem Fleischanteil, schonend gegart.', unit: 'kg', sizes: [{ name: '6 x 800 g', amount: 4.8, price: 1799 }, { name: '24 x 800 g', amount: 19.2, price: 6499, pack: 4 }], scheme: 'discount', rating: [3120, 4.8], ownBrand: true, favorite: true }),
  dog({ id: 180107, category: 'hundefutter_nass', brandSlug: 'rosies_farm', brand: "Rosie's Farm", series: 'adult', name: "Rosie's Farm Adult Huhn mit Süßkartoffel", description: 'Nassfutter mit Huhn aus artgerechter Haltung und schonend gegartem Gemüse.', unit: 'kg', sizes: [{ name: '6 x 400 g', amount: 2.4, price: 1299 }, { name: '12 x 400 g', amount: 4.8, price: 2399 }], scheme: 'regular', rating: [640, 4.6], ownBrand: true }),
  dog({ id: 180108, category: 'hundefutter_nass', brandSlug: 'wolf_of_wilderness', brand: 'Wolf of Wilderness', series: 'adult', name: 'Wolf of Wilderness Adult "Green Fields" Lamm', description: 'Monoprotein-Nassfutter mit Lamm, ohne Getreide und Zuckerzusatz.', unit: 'kg', sizes: [{ name: '6 x 400 g', amount: 2.4, price: 1449 }, { name: '24 x 400 g', amount: 9.6, price: 5299, pack: 4 }], scheme: 'cheapestOos', rating: [1577, 4.7], ownBrand: true }),
  dog({ id: 180109, category: 'hundefutter_nass', brandSlug: 'rinti', brand: 'Rinti', series: 'kennerfleisch', name: 'Rinti Kennerfleisch Rind', description: 'Nassfutter mit Rind, ohne Getreide, Soja und künstliche Zusätze.', unit: 'kg', sizes: [{ name: '12 x 800 g', amount: 9.6, price: 2999 }], scheme: 'thirdParty', rating: [352, 4.3] }),
  dog({ id: 180110, category: 'hundesnacks', brandSlug: 'rosies_farm', brand: "Rosie's Farm", series: 'kaustreifen', name: "Rosie's Farm Snacks Hähnchenbrust", description: 'Getrocknete Hähnchenbrust-Streifen als Belohnung zwischendurch.', unit: 'kg', sizes: [{ name: '500 g', amount: 0.5, price: 999 }, { name: '3 x 500 g', amount: 1.5, price: 2699, pack: 3 }], scheme: 'discountOnly', rating: [905, 4.7], ownBrand: true }),
  dog({ id: 180111, category: 'hundesnacks', brandSlug: 'wolf_of_wilderness', brand: 'Wolf of Wilderness', series: 'training', name: 'Wolf of Wilderness Training Treats Rind', description: 'Kleine, weiche Trainingshappen mit 80 % Fleisch.', unit: 'kg', sizes: [{ name: '200 g', amount: 0.2, price: 499 }], scheme: 'regular', rating: [411, 4.5], ownBrand: true }),
  dog({ id: 180112, category: 'hundesnacks', brandSlug: 'lukullus', brand: 'Lukullus', series: 'kauartikel', name: 'Lukullus Kauknochen Rind, 10 Stück', description: 'Gepresste Kauknochen aus Rinderhaut für die Zahnpflege.', sizes: [{ name: '10 Stück', price: 1299 }], scheme: 'regular', rating: [270, 4.4], ownBrand: true }),
  dog({ id: 180113, category: 'hundesnacks', brandSlug: 'purizon', brand: 'Purizon', series: 'snack', name: 'Purizon Snack Huhn & Fisch', description: 'Getreidefreier Fleischsnack mit Huhn und Fisch.', unit: 'kg', sizes: [{ name: '100 g', amount: 0.1, price: 349 }], scheme: 'discountOnly', rating: [198, 4.6], ownBrand: true }),
  dog({ id: 180114, category: 'hundespielzeug', brandSlug: 'zoolove', brand: 'zoolove', series: 'baelle', name: 'zoolove Quietschball 3er-Set', description: 'Robuste Latexbälle mit Quietscher, Durchmesser 7 cm.', sizes: [{ name: '3 Stück', price: 799 }], scheme: 'regular', rating: [156, 4.2], ownBrand: true }),
  dog({ id: 180115, category: 'hundebetten', brandSlug: 'trixie', brand: 'Trixie', series: 'orthopaedisch', name: 'Trixie Orthopädisches Hundebett Vital Bendson', description: 'Hundebett mit orthopädischer Schaumstoffmatratze und abnehmbarem Bezug.', sizes: [{ name: '80 x 60 cm', price: 4999 }, { name: '100 x 75 cm', price: 6999 }], scheme: 'retail', rating: [233, 4.3] }),
  dog({ id: 180116, category: 'hundezubehoer', brandSlug: 'hunter', brand: 'Hunter', series: 'halsbaender', name: 'Hunter Halsband Softie', description: 'Weich gepolstertes Halsband aus Nylon mit Edelstahlbeschlägen.', sizes: [{ name: 'Größe M', price: 1999 }, { name: 'Größe L', price: 2299 }], scheme: 'outOfStock', rating: [88, 4.1] }),
  dog({ id: 180117, category: 'hundezubehoer', brandSlug: 'zooplus_exclusive', brand: 'zooplus Exklusiv', series: 'transportboxen', name: 'Alu-Transportbox für Hunde XL', description: 'Stabile Aluminium-Transportbox für das Auto mit Notausstieg.', sizes: [{ name: '1 Stück', price: 34999 }], scheme: 'clearance', rating: [41, 4.5] }),
  dog({ id: 180118, category: 'hundefutter_ergaenzung', brandSlug: 'wolf_of_wilderness', brand: 'Wolf of Wilderness', series: 'lachsoel', name: 'Wolf of Wilderness Lachsöl', description: 'Kaltgepresstes Lachsöl mit Omega-3-Fettsäuren für Haut und Fell.', unit: 'l', sizes: [{ name: '0,5 l', amount: 0.5, price: 999 }, { name: '1 l', amount: 1, price: 1699 }], scheme: 'discount', rating: [377, 4.6], ownBrand: true }),
  // ---- cats ----
  cat({ id: 240101, category: 'katzenfutter_trocken', brandSlug: 'purizon', brand: 'Purizon', series: 'adult', name: 'Purizon Adult Huhn & Fisch getreidefrei', description: 'Getreidefreies Trockenfutter mit 76 % tierischen Zutaten.', unit: 'kg', sizes: [{ name: '400 g', amount: 0.4, price: 699 }, { name: '2,5 kg', amount: 2.5, price: 2499 }, { name: '6,5 kg', amount: 6.5, price: 4999 }], scheme: 'discount', rating: [2875, 4.7], ownBrand: true, favorite: true, choice: true }),
  cat({ id: 240102, category: 'katzenfutter_trocken', brandSlug: 'smilla', brand: 'Smilla', series: 'adult', name: 'Smilla Adult Geflügel', description: 'Trockenfutter mit viel Geflügel für ausgewachsene Katzen.', unit: 'kg', sizes: [{ name: '1 kg', amount: 1, price: 799 }, { name: '4 kg', amount: 4, price: 2499 }], scheme: 'regular', rating: [1422, 4.5], ownBrand: true }),
  cat({ id: 240103, category: 'katzenfutter_trocken', brandSlug: 'feringa', brand: 'Feringa', series: 'adult', name: 'Feringa Adult Ente & Pute', description: 'Getreidefreies Trockenfutter mit Ente und Pute, ohne Zuckerzusatz.', unit: 'kg', sizes: [{ name: '3 kg', amount: 3, price: 2299 }, { name: '2 x 3 kg', amount: 6, price: 4299, pack: 2 }], scheme: 'discount', rating: [1108, 4.6], ownBrand: true }),
  cat({ id: 240104, category: 'katzenfutter_trocken', brandSlug: 'concept_for_life', brand: 'Concept for Life', series: 'indoor', name: 'Concept for Life Indoor Cats', description: 'Trockenfutter für Wohnungskatzen mit angepasstem Energiegehalt.', unit: 'kg', sizes: [{ name: '3 kg', amount: 3, price: 1999 }, { name: '10 kg', amount: 10, price: 4999 }], scheme: 'cheapestOos', rating: [2011, 4.5], ownBrand: true }),
  cat({ id: 240105, category: 'katzenfutter_trocken', brandSlug: 'royal_canin', brand: 'Royal Canin', series: 'sterilised', name: 'Royal Canin Sterilised 37', description: 'Trockenfutter für kastrierte Katzen zur Unterstützung des Idealgewichts.', unit: 'kg', sizes: [{ name: '2 kg', amount: 2, price: 2799 }, { name: '10 kg', amount: 10, price: 9999 }], scheme: 'retail', rating: [1655, 4.6], sponsored: true }),
  cat({ id: 240106, category: 'katzenfutter_nass', brandSlug: 'cosma', brand: 'Cosma', series: 'original', name: 'Cosma Original in Gelee Thunfisch', description: 'Natürliches Nassfutter mit sichtbaren Thunfischstücken in Gelee.', unit: 'kg', sizes: [{ name: '6 x 70 g', amount: 0.42, price: 899 }, { name: '24 x 70 g', amount: 1.68, price: 3299, pack: 4 }], scheme: 'discount', rating: [2540, 4.6], ownBrand: true, favorite: true }),
  cat({ id: 240107, category: 'katzenfutter_nass', brandSlug: 'smilla', brand: 'Smilla', series: 'toepfchen', name: 'Smilla Geflügeltöpfchen', description: 'Saftige Geflügelhäppchen im praktischen Töpfchen.', unit: 'kg', sizes: [{ name: '6 x 100 g', amount: 0.6, price: 549 }, { name: '24 x 100 g', amount: 2.4, price: 1999, pack: 4 }], scheme: 'regular', rating: [3310, 4.7], ownBrand: true }),
  cat({ id: 240108, category: 'katzenfutter_nass', brandSlug: 'feringa', brand: 'Feringa', series: 'menue_duo', name: 'Feringa Menü Duo Kalb & Pute', description: 'Getreidefreies Nassfutter mit zwei Fleischsorten.', unit: 'kg', sizes: [{ name: '6 x 85 g', amount: 0.51, price: 649 }, { name: '24 x 85 g', amount: 2.04, price: 2399, pack: 4 }], scheme: 'twoDiscounts', rating: [870, 4.5], ownBrand: true }),
  cat({ id: 240109, category: 'katzenfutter_nass', brandSlug: 'animonda', brand: 'Animonda', series: 'carny', name: 'Animonda Carny Adult Rind & Huhn', description: 'Fleischiges Nassfutter für ausgewachsene Katzen.', unit: 'kg', sizes: [{ name: '6 x 400 g', amount: 2.4, price: 1599 }], scheme: 'mixed3p', rating: [1930, 4.6] }),
  cat({ id: 240110, category: 'katzensnacks', brandSlug: 'cosma', brand: 'Cosma', series: 'snackies', name: 'Cosma Snackies Thunfisch', description: 'Gefriergetrocknete Thunfischstücke als reiner Fleischsnack.', unit: 'kg', sizes: [{ name: '165 g', amount: 0.165, price: 699 }], scheme: 'discountOnly', rating: [744, 4.7], ownBrand: true }),
  cat({ id: 240111, category: 'katzensnacks', brandSlug: 'rosies_farm', brand: "Rosie's Farm", series: 'filet', name: "Rosie's Farm Hühnchen-Filet für Katzen", description: 'Zartes Hühnchenfilet, schonend getrocknet.', unit: 'kg', sizes: [{ name: '70 g', amount: 0.07, price: 399 }], scheme: 'regular', rating: [210, 4.4], ownBrand: true }),
  cat({ id: 240112, category: 'katzensnacks', brandSlug: 'smilla', brand: 'Smilla', series: 'sticks', name: 'Smilla Sticks Lachs', description: 'Weiche Fleischsticks mit Lachs, einzeln verpackt.', unit: 'kg', sizes: [{ name: '50 x 5 g', amount: 0.25, price: 999 }, { name: '100 x 5 g', amount: 0.5, price: 1899, pack: 2 }], scheme: 'regular', rating: [523, 4.6], ownBrand: true }),
  cat({ id: 240113, category: 'katzensnacks', brandSlug: 'purizon', brand: 'Purizon', series: 'snack', name: 'Purizon Snack Huhn für Katzen', description: 'Getreidefreie Fleischhappen mit Huhn.', unit: 'kg', sizes: [{ name: '40 g', amount: 0.04, price: 299 }], scheme: 'regular', rating: [133, 4.5], ownBrand: true }),
  cat({ id: 240114, category: 'katzenstreu', brandSlug: 'tigerino', brand: 'Tigerino', series: 'canadian_style', name: 'Tigerino Canadian Style Klumpstreu', description: 'Feinkörnige, stark klumpende Bentonitstreu mit Babypuderduft.', unit: 'l', sizes: [{ name: '12 l', amount: 12, price: 999 }, { name: '2 x 12 l', amount: 24, price: 1849, pack: 2 }], scheme: 'discount', rating: [4120, 4.6], ownBrand: true, favorite: true }),
  cat({ id: 240115, category: 'katzenstreu', brandSlug: 'tigerino', brand: 'Tigerino', series: 'plant', name: 'Tigerino Plant Klumpstreu', description: 'Pflanzliche Klumpstreu aus Maisfasern, kompostierbar.', unit: 'l', sizes: [{ name: '10 l', amount: 10, price: 899 }], scheme: 'regular', rating: [1210, 4.4], ownBrand: true }),
  cat({ id: 240116, category: 'katzenstreu', brandSlug: 'tigerino', brand: 'Tigerino', series: 'crystals', name: 'Tigerino Crystals Silikatstreu', description: 'Saugstarke Silikatstreu, bindet Gerüche zuverlässig.', unit: 'l', sizes: [{ name: '5 l', amount: 5, price: 1199 }], scheme: 'cheapestOos', rating: [688, 4.5], ownBrand: true }),
  cat({ id: 240117, category: 'katzenstreu', brandSlug: 'catsan', brand: 'Catsan', series: 'hygiene', name: 'Catsan Hygiene Streu', description: 'Nicht klumpende Hygienestreu aus natürlichem Kalk.', unit: 'l', sizes: [{ name: '10 l', amount: 10, price: 849 }], scheme: 'mixed3p', rating: [935, 4.3] }),
  cat({ id: 240118, category: 'kratzbaeume', brandSlug: 'zooplus_exclusive', brand: 'zooplus Exklusiv', series: 'natural_paradise', name: 'Kratzbaum Natural Paradise XL', description: 'Großer Kratzbaum mit Sisalstämmen, zwei Höhlen und Hängematte.', sizes: [{ name: '1 Stück', price: 18999 }], scheme: 'clearance', rating: [402, 4.5] }),
  cat({ id: 240119, category: 'katzenspielzeug', brandSlug: 'zoolove', brand: 'zoolove', series: 'angeln', name: 'zoolove Katzenangel mit Federn', description: 'Spielangel mit Federbüschel und elastischer Schnur.', sizes: [{ name: '1 Stück', price: 499 }], scheme: 'regular', rating: [301, 4.3], ownBrand: true }),
  // ---- small animals ----
  small({ id: 310101, category: 'kleintierfutter', brandSlug: 'bunny_nature', brand: 'Bunny Nature', series: 'rabbitdream', name: 'Bunny Nature RabbitDream Basic', description: 'Getreidefreies Hauptfutter für Zwergkaninchen mit Kräutern.', unit: 'kg', sizes: [{ name: '1,5 kg', amount: 1.5, price: 749 }, { name: '4 kg', amount: 4, price: 1699 }], scheme: 'discount', rating: [512, 4.5] }),
  small({ id: 310102, category: 'kleintierfutter', brandSlug: 'vitakraft', brand: 'Vitakraft', series: 'menue_vital', name: 'Vitakraft Menü Vital Meerschweinchen', description: 'Hauptfutter mit Vitamin C für Meerschweinchen.', unit: 'kg', sizes: [{ name: '1 kg', amount: 1, price: 499 }, { name: '5 kg', amount: 5, price: 1899 }], scheme: 'regular', rating: [388, 4.4] }),
  small({ id: 310103, category: 'kleintierfutter', brandSlug: 'jr_farm', brand: 'JR Farm', series: 'wiesenheu', name: 'JR Farm Wiesenheu', description: 'Duftendes Heu von artenreichen Wiesen, schonend getrocknet.', unit: 'kg', sizes: [{ name: '2,5 kg', amount: 2.5, price: 999 }], scheme: 'thirdParty', rating: [221, 4.3] }),
  small({ id: 310104, category: 'kleintierstreu', brandSlug: 'chipsi', brand: 'Chipsi', series: 'classic', name: 'Chipsi Classic Einstreu', description: 'Saugstarke Einstreu aus unbehandeltem Weichholz.', unit: 'l', sizes: [{ name: '60 l', amount: 60, price: 1499 }, { name: '2 x 60 l', amount: 120, price: 2799, pack: 2 }], scheme: 'regular', rating: [640, 4.6] }),
  small({ id: 310105, category: 'kleintierkaefige', brandSlug: 'ferplast', brand: 'Ferplast', series: 'casita', name: 'Ferplast Kleintierkäfig Casita 120', description: 'Geräumiger Käfig mit Etage, Raufe und Trinkflasche.', sizes: [{ name: '1 Stück', price: 17999 }], scheme: 'retail', rating: [97, 4.2] }),
  small({ id: 310106, category: 'kleintierzubehoer', brandSlug: 'trixie', brand: 'Trixie', series: 'laufraeder', name: 'Trixie Laufrad für Hamster', description: 'Leises Laufrad aus Kunststoff mit geschlossener Lauffläche.', sizes: [{ name: 'Ø 20 cm', price: 1299 }], scheme: 'regular', rating: [143, 4.1] }),
  small({ id: 310107, category: 'kleintierzubehoer', brandSlug: 'zoolove', brand: 'zoolove', series: 'knabbern', name: 'zoolove Knabberset aus Naturholz', description: 'Knabberspielzeug aus unbehandeltem Weidenholz.', sizes: [{ name: '5 Stück', price: 699 }], scheme: 'discountOnly', rating: [75, 4.4], ownBrand: true }),
  // ---- birds ----
  bird({ id: 320101, category: 'vogelfutter', brandSlug: 'versele_laga', brand: 'Versele-Laga', series: 'prestige', name: 'Versele-Laga Prestige Wellensittichfutter', description: 'Ausgewogene Saatenmischung für Wellensittiche.', unit: 'kg', sizes: [{ name: '1 kg', amount: 1, price: 499 }, { name: '4 kg', amount: 4, price: 1599 }], scheme: 'regular', rating: [310, 4.5] }),
  bird({ id: 320102, category: 'vogelfutter', brandSlug: 'vitakraft', brand: 'Vitakraft', series: 'menue', name: 'Vitakraft Menü Kanarien', description: 'Hauptfutter für Kanarienvögel mit Honig.', unit: 'kg', sizes: [{ name: '1 kg', amount: 1, price: 549 }], scheme: 'discount', rating: [120, 4.3] }),
  bird({ id: 320103, category: 'vogelsnacks', brandSlug: 'vitakraft', brand: 'Vitakraft', series: 'kraecker', name: 'Vitakraft Kräcker Honig, 3 Stück', description: 'Knabberstangen mit Honig für Sittiche.', sizes: [{ name: '3 Stück', price: 349 }], scheme: 'regular', rating: [402, 4.6] }),
  bird({ id: 320104, category: 'vogelkaefige', brandSlug: 'montana', brand: 'Montana Cages', series: 'paris', name: 'Montana Cages Vogelkäfig Paris', description: 'Großer Vogelkäfig mit Seitentüren und Rollen.', sizes: [{ name: 'Weiß', price: 12999 }, { name: 'Antik', price: 14999 }], scheme: 'retail', rating: [64, 4.4] }),
  bird({ id: 320105, category: 'vogelzubehoer', brandSlug: 'versele_laga', brand: 'Versele-Laga', series: 'grit', name: 'Versele-Laga Grit mit Korallen', description: 'Mineralischer Grit zur Unterstützung der Verdauung.', unit: 'kg', sizes: [{ name: '2,5 kg', amount: 2.5, price: 599 }], scheme: 'mixed3p', rating: [58, 4.2] }),
  bird({ id: 320106, category: 'vogelspielzeug', brandSlug: 'zoolove', brand: 'zoolove', series: 'schaukeln', name: 'zoolove Vogelschaukel aus Holz', description: 'Schaukel mit Glöckchen für Sittiche und Kanarien.', sizes: [{ name: '1 Stück', price: 599 }], scheme: 'regular', rating: [39, 4.0], ownBrand: true }),
  bird({ id: 320107, category: 'vogelzubehoer', brandSlug: 'trixie', brand: 'Trixie', series: 'vogelbad', name: 'Trixie Vogelbad zum Einhängen', description: 'Transparentes Badehäuschen für die Käfigtür.', sizes: [{ name: '1 Stück', price: 899 }], scheme: 'outOfStock', rating: [27, 3.9] }),
  // ---- fish ----
  fish({ id: 330101, category: 'fischfutter', brandSlug: 'tetra', brand: 'Tetra', series: 'tetramin', name: 'TetraMin Flockenfutter', description: 'Hauptfutter für alle Zierfische in Flockenform.', unit: 'l', sizes: [{ name: '250 ml', amount: 0.25, price: 899 }, { name: '1 l', amount: 1, price: 2499 }], scheme: 'discount', rating: [1320, 4.7] }),
  fish({ id: 330102, category: 'fischfutter', brandSlug: 'jbl', brand: 'JBL', series: 'novobel', name: 'JBL NovoBel Flockenfutter', description: 'Flockenfutter für Zierfische im Gesellschaftsaquarium.', unit: 'l', sizes: [{ name: '250 ml', amount: 0.25, price: 749 }], scheme: 'regular', rating: [288, 4.5] }),
  fish({ id: 330103, category: 'teichfutter', brandSlug: 'sera', brand: 'sera', series: 'koi_royal', name: 'sera Koi Royal Teichfutter', description: 'Schwimmfähiges Hauptfutter für Koi ab 12 cm.', unit: 'l', sizes: [{ name: '3,8 l', amount: 3.8, price: 3999 }], scheme: 'cheapestOos', rating: [143, 4.6] }),
  fish({ id: 330104, category: 'aquarien', brandSlug: 'juwel', brand: 'Juwel', series: 'rio', name: 'Juwel Rio 450 LED Aquarium-Kombination', description: '450-Liter-Aquarium mit Unterschrank, LED-Beleuchtung und Filtersystem.', sizes: [{ name: 'Weiß', price: 224900 }, { name: 'Schwarz', price: 219900 }], scheme: 'regular', rating: [37, 4.8] }),
  fish({ id: 330105, category: 'aquarien', brandSlug: 'juwel', brand: 'Juwel', series: 'trigon', name: 'Juwel Trigon 350 LED Eckaquarium', description: 'Eckaquarium mit 350 Litern inklusive Unterschrank.', sizes: [{ name: '1 Stück', price: 199999 }], scheme: 'retail', rating: [21, 4.7] }),
  fish({ id: 330106, category: 'wasseraufbereitung', brandSlug: 'tetra', brand: 'Tetra', series: 'aquasafe', name: 'Tetra AquaSafe Wasseraufbereiter', description: 'Macht Leitungswasser sofort fischgerecht.', unit: 'l', sizes: [{ name: '500 ml', amount: 0.5, price: 1299 }, { name: '1 l', amount: 1, price: 2299 }], scheme: 'regular', rating: [611, 4.7] }),
  fish({ id: 330107, category: 'aquarientechnik', brandSlug: 'eheim', brand: 'Eheim', series: 'classic', name: 'Eheim Außenfilter classic 250', description: 'Bewährter Außenfilter für Aquarien bis 250 Liter.', sizes: [{ name: '1 Stück', price: 8999 }], scheme: 'thirdParty', rating: [176, 4.6] }),
  fish({ id: 330108, category: 'aquariendeko', brandSlug: 'zooplus_exclusive', brand: 'zooplus Exklusiv', series: 'kies', name: 'Aquarienkies Natur 2–3 mm', description: 'Gewaschener Naturkies für Süßwasseraquarien.', unit: 'kg', sizes: [{ name: '10 kg', amount: 10, price: 1499 }, { name: '2 x 10 kg', amount: 20, price: 2799, pack: 2 }], scheme: 'regular', rating: [94, 4.4] }),
  // ---- horses ----
  horse({ id: 340101, category: 'pferdefutter', brandSlug: 'st_hippolyt', brand: 'St. Hippolyt', series: 'gluecksmuesli', name: 'St. Hippolyt Glücksmüsli', description: 'Strukturreiches Müsli für Freizeitpferde.', unit: 'kg', sizes: [{ name: '20 kg', amount: 20, price: 3999 }], scheme: 'discount', rating: [233, 4.6] }),
  horse({ id: 340102, category: 'pferdefutter', brandSlug: 'marstall', brand: 'Marstall', series: 'haferfrei', name: 'Marstall Haferfrei', description: 'Haferfreies Strukturfutter für sensible Pferde.', unit: 'kg', sizes: [{ name: '20 kg', amount: 20, price: 3299 }], scheme: 'mixed3p', rating: [187, 4.5] }),
  horse({ id: 340103, category: 'pferdesnacks', brandSlug: 'pavo', brand: 'Pavo', series: 'nuggets', name: 'Pavo Pferdeleckerli Nuggets', description: 'Knusprige Leckerli mit Kräutern, ohne Melasse.', unit: 'kg', sizes: [{ name: '3 kg', amount: 3, price: 1199 }], scheme: 'regular', rating: [140, 4.4] }),
  horse({ id: 340104, category: 'pferdefutter_ergaenzung', brandSlug: 'hippo_vital', brand: 'Hippo-Vital', series: 'leinoel', name: 'Hippo-Vital Leinöl für Pferde', description: 'Kaltgepresstes Leinöl, reich an Omega-3-Fettsäuren.', unit: 'l', sizes: [{ name: '1 l', amount: 1, price: 999 }, { name: '5 l', amount: 5, price: 3999 }], scheme: 'discountOnly', rating: [96, 4.5] }),
  horse({ id: 340105, category: 'pferdedecken', brandSlug: 'busse', brand: 'Busse', series: 'outdoor', name: 'Busse Outdoordecke Winter 200 g', description: 'Wasserdichte Winterdecke mit 200 g Füllung.', sizes: [{ name: '125 cm', price: 12999 }, { name: '145 cm', price: 13999 }], scheme: 'regular', rating: [52, 4.3] }),
  horse({ id: 340106, category: 'pferdefutter', brandSlug: 'st_hippolyt', brand: 'St. Hippolyt', series: 'jahresvorrat', name: 'Pferde-Jahresvorrat: Müsli, Mineralfutter & Einstreu', description: 'Großes Sparpaket für ein Jahr Fütterung und Einstreu.', sizes: [{ name: '1 Paket', price: 234900, pack: 12 }], scheme: 'regular', rating: [8, 4.9] }),
  horse({ id: 340107, category: 'reitsport', brandSlug: 'busse', brand: 'Busse', series: 'westernsattel', name: 'Busse Westernsattel Texas', description: 'Handgefertigter Westernsattel aus Rindsleder.', sizes: [{ name: '16 Zoll', price: 198900 }], scheme: 'retail', rating: [6, 4.7] }),
  horse({ id: 340108, category: 'pferdefutter', brandSlug: 'pavo', brand: 'Pavo', series: 'vital', name: 'Pavo Vital Mineralfutter', description: 'Mineralfutter mit Vitaminen und Spurenelementen.', unit: 'kg', sizes: [{ name: '20 kg', amount: 20, price: 4499 }], scheme: 'cheapestOos', rating: [75, 4.5] }),
];

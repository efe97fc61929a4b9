// The reference tables behind the generated demo players (scripts/lib/generated-players.mjs): per country, its
// weight in the demo population, real cities (coordinates of the city centre), common first names (men and women)
// and surnames as people there write them (accents kept), the languages players list, and how local clubs are
// named ({c} = the city). Invented people and clubs; only the places are real.

/**
 * @typedef {{ code: string, weight: number, languages: string[], cities: [string, number, number][],
 *   men: string[], women: string[], surnames: string[], clubs: string[] }} CountryTable
 */

/** @type {CountryTable[]} */
export const COUNTRIES = [
  {
    code: 'PT', weight: 6, languages: ['Portuguese'],
    cities: [['Lisbon', 38.7223, -9.1393], ['Porto', 41.1579, -8.6291], ['Braga', 41.5454, -8.4265], ['Coimbra', 40.2033, -8.4103], ['Faro', 37.0194, -7.9322], ['Setúbal', 38.5244, -8.8882]],
    men: ['João', 'Gonçalo', 'Tomás', 'Rodrigo', 'Diogo', 'Rúben', 'André', 'Tiago', 'Francisco', 'Afonso', 'Martim', 'Simão'],
    women: ['Inês', 'Beatriz', 'Mariana', 'Leonor', 'Matilde', 'Carolina'],
    surnames: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Gonçalves', 'Sousa', 'Fernandes', 'Lopes', 'Marques', 'Araújo', 'Conceição'],
    clubs: ['GD {c}', 'SC {c}', 'União de {c}', 'Académico de {c}', 'CF Os Belenenses {c}', 'Atlético Clube de {c}'],
  },
  {
    code: 'ES', weight: 8, languages: ['Spanish'],
    cities: [['Madrid', 40.4168, -3.7038], ['Barcelona', 41.3874, 2.1686], ['Valencia', 39.4699, -0.3763], ['Sevilla', 37.3891, -5.9845], ['Bilbao', 43.263, -2.935], ['Málaga', 36.7213, -4.4214], ['Zaragoza', 41.6488, -0.8891], ['A Coruña', 43.3623, -8.4115]],
    men: ['Álvaro', 'Sergio', 'José', 'Pablo', 'Javier', 'Iker', 'Adrián', 'Raúl', 'Hugo', 'Martín', 'Íñigo', 'Rubén', 'Joaquín'],
    women: ['Lucía', 'María', 'Paula', 'Aitana', 'Irene', 'Alba'],
    surnames: ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Jiménez', 'Muñoz', 'Ibáñez', 'Ordóñez', 'Núñez', 'Castaño'],
    clubs: ['CD {c}', 'UD {c}', 'Atlético {c}', 'Real Sociedad Deportiva {c}', 'CF {c}', 'SD {c}'],
  },
  {
    code: 'FR', weight: 8, languages: ['French'],
    cities: [['Paris', 48.8566, 2.3522], ['Lyon', 45.764, 4.8357], ['Marseille', 43.2965, 5.3698], ['Lille', 50.6292, 3.0573], ['Bordeaux', 44.8378, -0.5792], ['Nantes', 47.2184, -1.5536], ['Toulouse', 43.6047, 1.4442], ['Saint-Étienne', 45.4397, 4.3872]],
    men: ['Théo', 'Lucas', 'Hugo', 'Mathéo', 'Jérôme', 'Antoine', 'Rayan', 'Noé', 'Raphaël', 'Aurélien', 'Benoît', 'Clément'],
    women: ['Léa', 'Chloé', 'Manon', 'Inès', 'Camille', 'Océane'],
    surnames: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Lefèvre', 'Moreau', 'Girard', 'Lefebvre', 'Mercier', 'Fontaine', 'Chevalier'],
    clubs: ['AS {c}', 'FC {c}', 'Olympique {c}', 'Stade {c}', 'US {c}', 'Racing Club {c}'],
  },
  {
    code: 'DE', weight: 8, languages: ['German'],
    cities: [['Berlin', 52.52, 13.405], ['Hamburg', 53.5511, 9.9937], ['Munich', 48.1351, 11.582], ['Cologne', 50.9375, 6.9603], ['Dortmund', 51.5136, 7.4653], ['Frankfurt', 50.1109, 8.6821], ['Stuttgart', 48.7758, 9.1829], ['Leipzig', 51.3397, 12.3731]],
    men: ['Lukas', 'Jonas', 'Leon', 'Maximilian', 'Felix', 'Niklas', 'Jürgen', 'Tim', 'Florian', 'Moritz', 'Jannik', 'Sören'],
    women: ['Lena', 'Hannah', 'Lea', 'Mia', 'Jülide', 'Sophie'],
    surnames: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Schäfer', 'Köhler', 'Krüger', 'Groß', 'Böhm'],
    clubs: ['SV {c}', 'FC {c}', 'TSV {c}', 'SpVgg {c}', 'Eintracht {c}', 'VfB {c}'],
  },
  {
    code: 'IT', weight: 7, languages: ['Italian'],
    cities: [['Rome', 41.9028, 12.4964], ['Milan', 45.4642, 9.19], ['Naples', 40.8518, 14.2681], ['Turin', 45.0703, 7.6869], ['Florence', 43.7696, 11.2558], ['Bologna', 44.4949, 11.3426], ['Genoa', 44.4056, 8.9463], ['Palermo', 38.1157, 13.3615]],
    men: ['Lorenzo', 'Alessandro', 'Francesco', 'Matteo', 'Niccolò', 'Federico', 'Gianluca', 'Davide', 'Riccardo', 'Nicolò', 'Andrea', 'Giorgio'],
    women: ['Giulia', 'Sofia', 'Martina', 'Chiara', 'Aurora', 'Alice'],
    surnames: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'De Luca', 'Mancini', 'Lombardi'],
    clubs: ['ASD {c}', 'US {c}', 'Polisportiva {c}', 'AC {c}', 'Virtus {c}', 'Sporting {c}'],
  },
  {
    code: 'GB', weight: 8, languages: ['English'],
    cities: [['London', 51.5074, -0.1278], ['Manchester', 53.4808, -2.2426], ['Liverpool', 53.4084, -2.9916], ['Birmingham', 52.4862, -1.8904], ['Leeds', 53.8008, -1.5491], ['Newcastle upon Tyne', 54.9783, -1.6178], ['Glasgow', 55.8642, -4.2518], ['Bristol', 51.4545, -2.5879], ['Cardiff', 51.4816, -3.1791]],
    men: ['Oliver', 'Harry', 'Jack', 'George', 'Charlie', 'Alfie', 'Callum', 'Jamie', 'Ryan', 'Declan', 'Connor', 'Kieran'],
    women: ['Olivia', 'Amelia', 'Ella', 'Lauren', 'Chloe', 'Megan'],
    surnames: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', "O'Neill", 'McAllister'],
    clubs: ['{c} Athletic', '{c} Town', '{c} Rovers', '{c} United', '{c} Wanderers', '{c} Albion'],
  },
  {
    code: 'NL', weight: 4, languages: ['Dutch'],
    cities: [['Amsterdam', 52.3676, 4.9041], ['Rotterdam', 51.9244, 4.4777], ['Utrecht', 52.0907, 5.1214], ['Eindhoven', 51.4416, 5.4697], ['Groningen', 53.2194, 6.5665], ['The Hague', 52.0705, 4.3007]],
    men: ['Daan', 'Sem', 'Lucas', 'Levi', 'Jesse', 'Thijs', 'Bram', 'Ruud', 'Joël', 'Teun'],
    women: ['Emma', 'Julia', 'Fenna', 'Anouk', 'Noëlle', 'Sanne'],
    surnames: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'Bosman', 'van Leeuwen'],
    clubs: ['VV {c}', 'SC {c}', 'FC {c}', 'Sparta {c}', 'RKVV {c}', 'Go Ahead {c}'],
  },
  {
    code: 'BE', weight: 3, languages: ['Dutch', 'French'],
    cities: [['Brussels', 50.8503, 4.3517], ['Antwerp', 51.2194, 4.4025], ['Ghent', 51.0543, 3.7174], ['Liège', 50.6326, 5.5797], ['Charleroi', 50.4108, 4.4446], ['Bruges', 51.2093, 3.2247]],
    men: ['Arthur', 'Louis', 'Noah', 'Jules', 'Thibaut', 'Axel', 'Lars', 'Senne', 'Wout', 'Maxime'],
    women: ['Olivia', 'Louise', 'Elise', 'Janne', 'Tessa', 'Amélie'],
    surnames: ['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'Dubois', 'Lambert', 'Dupont'],
    clubs: ['KFC {c}', 'RFC {c}', 'Royal {c}', 'KVC {c}', 'Sporting {c}', 'RCS {c}'],
  },
  {
    code: 'IE', weight: 2, languages: ['English', 'Irish'],
    cities: [['Dublin', 53.3498, -6.2603], ['Cork', 51.8985, -8.4756], ['Galway', 53.2707, -9.0568], ['Limerick', 52.6638, -8.6267], ['Waterford', 52.2593, -7.1101]],
    men: ['Seán', 'Conor', 'Darragh', 'Cian', 'Oisín', 'Eoin', 'Pádraig', 'Ciarán', 'Liam', 'Rory'],
    women: ['Aoife', 'Saoirse', 'Niamh', 'Róisín', 'Ciara', 'Éabha'],
    surnames: ['Murphy', 'Kelly', "O'Sullivan", 'Walsh', "O'Brien", 'Byrne', 'Ryan', "O'Connor", 'Doyle', 'McCarthy', 'Ó Súilleabháin', 'Gallagher'],
    clubs: ['{c} City', '{c} Celtic', 'St. Kevin\'s {c}', '{c} United', '{c} Rangers', 'Shelbourne {c}'],
  },
  {
    code: 'DK', weight: 2, languages: ['Danish', 'English'],
    cities: [['Copenhagen', 55.6761, 12.5683], ['Aarhus', 56.1629, 10.2039], ['Odense', 55.4038, 10.4024], ['Aalborg', 57.0488, 9.9217], ['Esbjerg', 55.4765, 8.4594]],
    men: ['Mads', 'Rasmus', 'Søren', 'Mikkel', 'Jesper', 'Frederik', 'Mathias', 'Jonas', 'Kasper', 'Andreas'],
    women: ['Freja', 'Ida', 'Sofie', 'Pernille', 'Signe', 'Maja'],
    surnames: ['Jensen', 'Nielsen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen', 'Rasmussen', 'Jørgensen', 'Madsen', 'Poulsen'],
    clubs: ['{c} BK', '{c} IF', 'B.93 {c}', 'AGF {c}', '{c} Boldklub', 'FC {c}'],
  },
  {
    code: 'SE', weight: 3, languages: ['Swedish', 'English'],
    cities: [['Stockholm', 59.3293, 18.0686], ['Gothenburg', 57.7089, 11.9746], ['Malmö', 55.605, 13.0038], ['Uppsala', 59.8586, 17.6389], ['Helsingborg', 56.0465, 12.6945], ['Norrköping', 58.5877, 16.1924]],
    men: ['Erik', 'Oscar', 'William', 'Lucas', 'Viktor', 'Emil', 'Björn', 'Anton', 'Gustav', 'Måns'],
    women: ['Alva', 'Ebba', 'Elsa', 'Linnéa', 'Wilma', 'Saga'],
    surnames: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Gustafsson', 'Lindström', 'Åberg', 'Öberg'],
    clubs: ['{c} IF', '{c} FF', 'IFK {c}', '{c} BK', 'IK {c}', 'GIF {c}'],
  },
  {
    code: 'NO', weight: 2, languages: ['Norwegian', 'English'],
    cities: [['Oslo', 59.9139, 10.7522], ['Bergen', 60.3913, 5.3221], ['Trondheim', 63.4305, 10.3951], ['Stavanger', 58.97, 5.7331], ['Tromsø', 69.6492, 18.9553]],
    men: ['Jakob', 'Emil', 'Henrik', 'Sander', 'Magnus', 'Ole', 'Håkon', 'Sindre', 'Bjørn', 'Tore'],
    women: ['Nora', 'Ingrid', 'Thea', 'Sigrid', 'Ada', 'Frøya'],
    surnames: ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Pedersen', 'Nilsen', 'Berg', 'Haugen', 'Bakken', 'Solberg', 'Dahl', 'Sæther'],
    clubs: ['{c} IL', '{c} FK', 'SK {c}', 'IF {c}', '{c} BK', 'Ranheim {c}'],
  },
  {
    code: 'PL', weight: 4, languages: ['Polish'],
    cities: [['Warsaw', 52.2297, 21.0122], ['Kraków', 50.0647, 19.945], ['Łódź', 51.7592, 19.456], ['Wrocław', 51.1079, 17.0385], ['Poznań', 52.4064, 16.9252], ['Gdańsk', 54.352, 18.6466]],
    men: ['Łukasz', 'Michał', 'Jakub', 'Kacper', 'Mateusz', 'Bartosz', 'Paweł', 'Wojciech', 'Krzysztof', 'Szymon'],
    women: ['Zuzanna', 'Julia', 'Maja', 'Małgorzata', 'Agnieszka', 'Oliwia'],
    surnames: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Mazur', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski'],
    clubs: ['KS {c}', 'MKS {c}', 'Polonia {c}', 'Stal {c}', 'Górnik {c}', 'Lechia {c}'],
  },
  {
    code: 'CZ', weight: 2, languages: ['Czech'],
    cities: [['Prague', 50.0755, 14.4378], ['Brno', 49.1951, 16.6068], ['Ostrava', 49.8209, 18.2625], ['Plzeň', 49.7384, 13.3736], ['Olomouc', 49.5938, 17.2509]],
    men: ['Tomáš', 'Jakub', 'Jan', 'Vojtěch', 'Matěj', 'Ondřej', 'Lukáš', 'Petr', 'Jiří', 'Adam'],
    women: ['Tereza', 'Eliška', 'Anna', 'Kateřina', 'Barbora', 'Adéla'],
    surnames: ['Novák', 'Svoboda', 'Novotný', 'Dvořák', 'Černý', 'Procházka', 'Kučera', 'Veselý', 'Horák', 'Němec', 'Pokorný', 'Růžička'],
    clubs: ['FK {c}', 'SK {c}', 'Slavoj {c}', 'Viktoria {c}', 'Sigma {c}', 'TJ {c}'],
  },
  {
    code: 'HR', weight: 2, languages: ['Croatian', 'English'],
    cities: [['Zagreb', 45.815, 15.9819], ['Split', 43.5081, 16.4402], ['Rijeka', 45.3271, 14.4422], ['Osijek', 45.5511, 18.6939], ['Zadar', 44.1194, 15.2314]],
    men: ['Luka', 'Ivan', 'Marko', 'Josip', 'Mateo', 'Ante', 'Petar', 'Domagoj', 'Nikola', 'Šime'],
    women: ['Ana', 'Ivana', 'Petra', 'Lucija', 'Marija', 'Nikolina'],
    surnames: ['Horvat', 'Kovačević', 'Babić', 'Marić', 'Jurić', 'Novak', 'Knežević', 'Vuković', 'Perić', 'Pavlović', 'Šimić', 'Grgić'],
    clubs: ['NK {c}', 'HNK {c}', 'NK Hajduk {c}', 'GNK {c}', 'NK Lokomotiva {c}', 'HNK Zmaj {c}'],
  },
  {
    code: 'RS', weight: 2, languages: ['Serbian'],
    cities: [['Belgrade', 44.7866, 20.4489], ['Novi Sad', 45.2671, 19.8335], ['Niš', 43.3209, 21.8958], ['Kragujevac', 44.0128, 20.9114], ['Subotica', 46.1005, 19.6651]],
    men: ['Dušan', 'Nemanja', 'Aleksandar', 'Stefan', 'Lazar', 'Miloš', 'Vuk', 'Filip', 'Đorđe', 'Strahinja'],
    women: ['Milica', 'Jelena', 'Anđela', 'Teodora', 'Katarina', 'Jovana'],
    surnames: ['Jović', 'Petrović', 'Nikolić', 'Marković', 'Đorđević', 'Stojanović', 'Ilić', 'Stanković', 'Pavlović', 'Popović', 'Lukić', 'Simić'],
    clubs: ['FK {c}', 'OFK {c}', 'FK Radnički {c}', 'FK Železničar {c}', 'FK Mladost {c}', 'FK Proleter {c}'],
  },
  {
    code: 'GR', weight: 2, languages: ['Greek', 'English'],
    cities: [['Athens', 37.9838, 23.7275], ['Thessaloniki', 40.6401, 22.9444], ['Patras', 38.2466, 21.7346], ['Heraklion', 35.3387, 25.1442], ['Larissa', 39.639, 22.4191]],
    men: ['Giorgos', 'Dimitris', 'Konstantinos', 'Nikos', 'Giannis', 'Christos', 'Vasilis', 'Kostas', 'Panagiotis', 'Thanasis'],
    women: ['Maria', 'Eleni', 'Katerina', 'Georgia', 'Sofia', 'Dimitra'],
    surnames: ['Papadopoulos', 'Pappas', 'Oikonomou', 'Georgiou', 'Papadakis', 'Vlachos', 'Angelopoulos', 'Nikolaidis', 'Karagiannis', 'Christodoulou', 'Makris', 'Ioannidis'],
    clubs: ['AO {c}', 'PAS {c}', 'Athlitiki Enosi {c}', 'Panathinaikos {c}', 'Iraklis {c}', 'Apollon {c}'],
  },
  {
    code: 'TR', weight: 4, languages: ['Turkish'],
    cities: [['Istanbul', 41.0082, 28.9784], ['Ankara', 39.9334, 32.8597], ['İzmir', 38.4237, 27.1428], ['Bursa', 40.1885, 29.061], ['Trabzon', 41.0027, 39.7168], ['Antalya', 36.8969, 30.7133]],
    men: ['Arda', 'Emre', 'Mert', 'Burak', 'Çağlar', 'Oğuzhan', 'Kerem', 'Yusuf', 'Barış', 'Hakan', 'Ozan', 'İsmail'],
    women: ['Elif', 'Zeynep', 'Ayşe', 'Büşra', 'Defne', 'Gülşen'],
    surnames: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın', 'Özdemir', 'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Koç'],
    clubs: ['{c}spor', '{c} Gençlerbirliği', '{c} Belediyespor', '{c} İdmanyurdu', '{c} Gücü', '{c} Altay'],
  },
  {
    code: 'UA', weight: 2, languages: ['Ukrainian', 'English'],
    cities: [['Kyiv', 50.4501, 30.5234], ['Lviv', 49.8397, 24.0297], ['Kharkiv', 49.9935, 36.2304], ['Odesa', 46.4825, 30.7233], ['Dnipro', 48.4647, 35.0462]],
    men: ['Oleksandr', 'Maksym', 'Mykola', 'Dmytro', 'Vitaliy', 'Taras', 'Bohdan', 'Artem', 'Serhiy', 'Yevhen'],
    women: ['Olena', 'Iryna', 'Kateryna', 'Oksana', 'Yuliia', 'Daryna'],
    surnames: ['Shevchenko', 'Kovalenko', 'Bondarenko', 'Tkachenko', 'Kravchenko', 'Melnyk', 'Boyko', 'Marchenko', 'Savchenko', 'Koval', 'Rudenko', 'Lysenko'],
    clubs: ['FC {c}', 'Metalist {c}', 'Rukh {c}', 'Obolon {c}', 'Chornomorets {c}', 'Dnipro-1 {c}'],
  },
  {
    code: 'RO', weight: 2, languages: ['Romanian'],
    cities: [['Bucharest', 44.4268, 26.1025], ['Cluj-Napoca', 46.7712, 23.6236], ['Timișoara', 45.7489, 21.2087], ['Iași', 47.1585, 27.6014], ['Constanța', 44.1598, 28.6348]],
    men: ['Andrei', 'Alexandru', 'Ștefan', 'Mihai', 'Răzvan', 'Florin', 'Ionuț', 'Cristian', 'Gheorghe', 'Bogdan'],
    women: ['Ioana', 'Andreea', 'Elena', 'Alexandra', 'Bianca', 'Mădălina'],
    surnames: ['Popescu', 'Ionescu', 'Popa', 'Pop', 'Constantin', 'Stan', 'Stoica', 'Dumitru', 'Munteanu', 'Rădulescu', 'Matei', 'Mărginean'],
    clubs: ['CS {c}', 'FC {c}', 'ACS {c}', 'Universitatea {c}', 'Rapid {c}', 'Politehnica {c}'],
  },
  {
    code: 'HU', weight: 2, languages: ['Hungarian'],
    cities: [['Budapest', 47.4979, 19.0402], ['Debrecen', 47.5316, 21.6273], ['Szeged', 46.253, 20.1414], ['Pécs', 46.0727, 18.2323], ['Győr', 47.6875, 17.6504]],
    men: ['Bence', 'Máté', 'Dominik', 'Levente', 'Dániel', 'Ádám', 'Balázs', 'Zsolt', 'Dávid', 'Gergő'],
    women: ['Hanna', 'Anna', 'Zsófia', 'Réka', 'Eszter', 'Boglárka'],
    surnames: ['Nagy', 'Kovács', 'Tóth', 'Szabó', 'Horváth', 'Varga', 'Kiss', 'Molnár', 'Németh', 'Farkas', 'Balogh', 'Papp'],
    clubs: ['{c} FC', '{c} VSC', '{c} ETO', 'Honvéd {c}', '{c} Vasas', 'MTK {c}'],
  },
  {
    code: 'AT', weight: 2, languages: ['German'],
    cities: [['Vienna', 48.2082, 16.3738], ['Graz', 47.0707, 15.4395], ['Linz', 48.3069, 14.2858], ['Salzburg', 47.8095, 13.055], ['Innsbruck', 47.2692, 11.4041]],
    men: ['Paul', 'Elias', 'Tobias', 'Valentin', 'Raphael', 'Lukas', 'Stefan', 'Marcel', 'Christoph', 'Konrad'],
    women: ['Anna', 'Laura', 'Magdalena', 'Valentina', 'Johanna', 'Viktoria'],
    surnames: ['Gruber', 'Huber', 'Bauer', 'Wagner', 'Pichler', 'Steiner', 'Moser', 'Mayer', 'Hofer', 'Leitner', 'Wimmer', 'Schönberger'],
    clubs: ['SK {c}', 'SV {c}', 'FC {c}', 'ASK {c}', 'Admira {c}', 'Union {c}'],
  },
  {
    code: 'CH', weight: 2, languages: ['German', 'French'],
    cities: [['Zürich', 47.3769, 8.5417], ['Geneva', 46.2044, 6.1432], ['Basel', 47.5596, 7.5886], ['Bern', 46.948, 7.4474], ['Lausanne', 46.5197, 6.6323]],
    men: ['Noah', 'Luca', 'Nico', 'Fabian', 'Yann', 'Gaël', 'Timo', 'Loris', 'Silvan', 'Rémy'],
    women: ['Lara', 'Alina', 'Chiara', 'Mélanie', 'Noémie', 'Seraina'],
    surnames: ['Müller', 'Meier', 'Schmid', 'Keller', 'Weber', 'Huber', 'Schneider', 'Baumann', 'Frei', 'Gerber', 'Zürcher', 'Rochat'],
    clubs: ['FC {c}', 'Grasshopper {c}', 'Servette {c}', 'Young Boys {c}', 'FC Concordia {c}', 'Étoile {c}'],
  },
  {
    code: 'MA', weight: 3, languages: ['Arabic', 'French'],
    cities: [['Casablanca', 33.5731, -7.5898], ['Rabat', 34.0209, -6.8416], ['Marrakesh', 31.6295, -7.9811], ['Fez', 34.0181, -5.0078], ['Tangier', 35.7595, -5.834], ['Agadir', 30.4278, -9.5981]],
    men: ['Youssef', 'Hamza', 'Mehdi', 'Soufiane', 'Ayoub', 'Karim', 'Amine', 'Bilal', 'Ilias', 'Zakaria'],
    women: ['Fatima', 'Salma', 'Ghizlane', 'Nouhaila', 'Kenza', 'Ibtissam'],
    surnames: ['El Amrani', 'Benali', 'Alaoui', 'Bennani', 'Tazi', 'El Idrissi', 'Chraibi', 'Berrada', 'Ouahbi', 'Lahlou', 'Fassi', 'Bouzid'],
    clubs: ['Wydad {c}', 'Raja {c}', 'FUS {c}', 'Maghreb {c}', 'Ittihad {c}', 'Hassania {c}'],
  },
  {
    code: 'DZ', weight: 2, languages: ['Arabic', 'French'],
    cities: [['Algiers', 36.7538, 3.0588], ['Oran', 35.6971, -0.6308], ['Constantine', 36.365, 6.6147], ['Annaba', 36.9, 7.7667], ['Sétif', 36.19, 5.41]],
    men: ['Riyad', 'Islam', 'Yacine', 'Said', 'Ramy', 'Ismaël', 'Adlène', 'Sofiane', 'Nabil', 'Farès'],
    women: ['Amina', 'Lynda', 'Yasmine', 'Sarah', 'Imène', 'Nesrine'],
    surnames: ['Benali', 'Boukhari', 'Belkacem', 'Haddad', 'Mansouri', 'Saïdi', 'Meziane', 'Chérif', 'Hamidi', 'Boudiaf', 'Zeroual', 'Khelifi'],
    clubs: ['MC {c}', 'CR {c}', 'JS {c}', 'ES {c}', 'USM {c}', 'CS {c}'],
  },
  {
    code: 'TN', weight: 1, languages: ['Arabic', 'French'],
    cities: [['Tunis', 36.8065, 10.1815], ['Sfax', 34.7406, 10.7603], ['Sousse', 35.8256, 10.6369], ['Bizerte', 37.2744, 9.8739]],
    men: ['Wahbi', 'Youssef', 'Ellyes', 'Aïssa', 'Montassar', 'Hannibal', 'Ali', 'Seifeddine', 'Anis', 'Naïm'],
    women: ['Ons', 'Meriem', 'Rim', 'Amira', 'Sirine', 'Nour'],
    surnames: ['Trabelsi', 'Ben Salah', 'Gharbi', 'Jebali', 'Mejri', 'Hammami', 'Ayari', 'Chaabane', 'Ben Amor', 'Dridi', 'Khelifi', 'Bouazizi'],
    clubs: ['Espérance {c}', 'Club Africain {c}', 'Étoile {c}', 'CS {c}', 'Stade {c}', 'US {c}'],
  },
  {
    code: 'EG', weight: 2, languages: ['Arabic', 'English'],
    cities: [['Cairo', 30.0444, 31.2357], ['Alexandria', 31.2001, 29.9187], ['Giza', 30.0131, 31.2089], ['Port Said', 31.2653, 32.3019], ['Ismailia', 30.5965, 32.2715]],
    men: ['Mohamed', 'Ahmed', 'Mostafa', 'Omar', 'Mahmoud', 'Karim', 'Amr', 'Tarek', 'Hossam', 'Ibrahim'],
    women: ['Nour', 'Mariam', 'Habiba', 'Salma', 'Yasmin', 'Farida'],
    surnames: ['Hassan', 'Ali', 'Mahmoud', 'Ibrahim', 'Abdelrahman', 'El Sayed', 'Mostafa', 'Fathy', 'Hamdy', 'Gaber', 'Kamal', 'Mansour'],
    clubs: ['Al Ittihad {c}', 'El Gouna {c}', 'Al Masry {c}', '{c} Sporting Club', 'Ismaily {c}', 'Pharco {c}'],
  },
  {
    code: 'SN', weight: 2, languages: ['French', 'Wolof'],
    cities: [['Dakar', 14.7167, -17.4677], ['Thiès', 14.791, -16.9359], ['Saint-Louis', 16.0179, -16.4896], ['Ziguinchor', 12.5681, -16.2719], ['Kaolack', 14.1652, -16.0758]],
    men: ['Moussa', 'Ibrahima', 'Ousmane', 'Cheikh', 'Pape', 'Abdou', 'Lamine', 'Mamadou', 'Babacar', 'Serigne'],
    women: ['Fatou', 'Aminata', 'Awa', 'Ndèye', 'Mariama', 'Khady'],
    surnames: ['Diallo', 'Ndiaye', 'Sarr', 'Ba', 'Gueye', 'Fall', 'Diouf', 'Cissé', 'Mendy', 'Faye', 'Sow', 'Diatta'],
    clubs: ['ASC {c}', 'Jaraaf {c}', 'Génération Foot {c}', 'AS Douanes {c}', 'Casa Sports {c}', 'US Gorée {c}'],
  },
  {
    code: 'CI', weight: 2, languages: ['French'],
    cities: [['Abidjan', 5.36, -4.0083], ['Bouaké', 7.6906, -5.0391], ['Yamoussoukro', 6.8276, -5.2893], ['San-Pédro', 4.7485, -6.6363], ['Daloa', 6.8774, -6.4502]],
    men: ['Franck', 'Sébastien', 'Wilfried', 'Serge', 'Yaya', 'Didier', 'Jérémie', 'Ibrahim', 'Simon', 'Odilon'],
    women: ['Aïcha', 'Adjoua', 'Mariam', 'Grâce', 'Ange', 'Rebecca'],
    surnames: ['Kouassi', 'Koffi', 'Yao', 'Kouamé', 'Touré', 'Koné', 'Bamba', 'Ouattara', 'Traoré', 'Diabaté', 'Fofana', 'N\'Guessan'],
    clubs: ['ASEC {c}', 'Africa Sports {c}', 'Stella Club {c}', 'SOA {c}', 'Séwé Sport {c}', 'SC Gagnoa {c}'],
  },
  {
    code: 'GH', weight: 2, languages: ['English', 'Twi'],
    cities: [['Accra', 5.6037, -0.187], ['Kumasi', 6.6885, -1.6244], ['Tamale', 9.4008, -0.8393], ['Cape Coast', 5.1053, -1.2466], ['Takoradi', 4.8845, -1.7554]],
    men: ['Kwame', 'Kofi', 'Kwabena', 'Yaw', 'Kojo', 'Mohammed', 'Kwesi', 'Kwaku', 'Emmanuel', 'Abdul'],
    women: ['Ama', 'Akosua', 'Abena', 'Efua', 'Adwoa', 'Esi'],
    surnames: ['Asante', 'Mensah', 'Owusu', 'Boateng', 'Osei', 'Agyeman', 'Addo', 'Amoah', 'Darko', 'Appiah', 'Ofori', 'Quaye'],
    clubs: ['{c} Hearts', '{c} Olympics', '{c} Stars', 'Kotoko {c}', '{c} Dwarfs', 'Medeama {c}'],
  },
  {
    code: 'NG', weight: 3, languages: ['English', 'Yoruba'],
    cities: [['Lagos', 6.5244, 3.3792], ['Abuja', 9.0765, 7.3986], ['Kano', 12.0022, 8.592], ['Ibadan', 7.3775, 3.947], ['Port Harcourt', 4.8156, 7.0498], ['Enugu', 6.5244, 7.5086]],
    men: ['Chinedu', 'Victor', 'Ademola', 'Samuel', 'Emeka', 'Kelechi', 'Wilfred', 'Alex', 'Taiwo', 'Oluwaseun', 'Chidera'],
    women: ['Asisat', 'Chiamaka', 'Ngozi', 'Rasheedat', 'Ifeoma', 'Tochukwu'],
    surnames: ['Okafor', 'Okonkwo', 'Adeyemi', 'Eze', 'Nwosu', 'Balogun', 'Adebayo', 'Obi', 'Chukwu', 'Ogunleye', 'Ibrahim', 'Uche'],
    clubs: ['{c} City FC', '{c} United', '{c} Rangers', '{c} Pillars', 'Shooting Stars {c}', '{c} Tornadoes'],
  },
  {
    code: 'CM', weight: 2, languages: ['French', 'English'],
    cities: [['Yaoundé', 3.848, 11.5021], ['Douala', 4.0511, 9.7679], ['Garoua', 9.3017, 13.3921], ['Bamenda', 5.9597, 10.1459], ['Bafoussam', 5.4737, 10.4179]],
    men: ['Samuel', 'André-Frank', 'Vincent', 'Bryan', 'Karl', 'Eric', 'Jean-Charles', 'Christian', 'Olivier', 'Clinton'],
    women: ['Gaëlle', 'Ajara', 'Christine', 'Estelle', 'Michaela', 'Raissa'],
    surnames: ['Mbarga', 'Nkoulou', 'Fotso', 'Tchami', 'Ngono', 'Essomba', 'Ateba', 'Mbida', 'Njoya', 'Kamga', 'Tchoumi', 'Nana'],
    clubs: ['Canon {c}', 'Union {c}', 'Coton Sport {c}', 'Tonnerre {c}', 'Racing {c}', 'Fovu {c}'],
  },
  {
    code: 'ZA', weight: 2, languages: ['English', 'Zulu'],
    cities: [['Johannesburg', -26.2041, 28.0473], ['Cape Town', -33.9249, 18.4241], ['Durban', -29.8587, 31.0218], ['Pretoria', -25.7479, 28.2293], ['Port Elizabeth', -33.9608, 25.6022]],
    men: ['Thabo', 'Sipho', 'Themba', 'Lebo', 'Percy', 'Bongani', 'Teboho', 'Ronwen', 'Lyle', 'Mihlali'],
    women: ['Thembi', 'Refiloe', 'Nomvula', 'Linda', 'Jermaine', 'Hildah'],
    surnames: ['Mokoena', 'Nkosi', 'Dlamini', 'Khumalo', 'Ndlovu', 'Mahlangu', 'Sithole', 'Mthembu', 'Zulu', 'Botha', 'van der Merwe', 'Naidoo'],
    clubs: ['{c} City', '{c} Swallows', '{c} Stars', '{c} Arrows', 'Royal AM {c}', '{c} United'],
  },
  {
    code: 'KE', weight: 1, languages: ['English', 'Swahili'],
    cities: [['Nairobi', -1.2921, 36.8219], ['Mombasa', -4.0435, 39.6682], ['Kisumu', -0.0917, 34.768], ['Nakuru', -0.3031, 36.08], ['Eldoret', 0.5143, 35.2698]],
    men: ['Michael', 'Victor', 'Dennis', 'Eric', 'Kevin', 'Brian', 'Ayub', 'Joseph', 'Masoud', 'Duke'],
    women: ['Wanjiru', 'Achieng', 'Mercy', 'Faith', 'Neddy', 'Corazone'],
    surnames: ['Otieno', 'Omondi', 'Odhiambo', 'Kamau', 'Mwangi', 'Wafula', 'Onyango', 'Kiprotich', 'Mutua', 'Njoroge', 'Wekesa', 'Juma'],
    clubs: ['{c} Stars', 'Gor Mahia {c}', 'AFC Leopards {c}', '{c} City', 'Ulinzi {c}', 'Bandari {c}'],
  },
  {
    code: 'BR', weight: 8, languages: ['Portuguese'],
    cities: [['São Paulo', -23.5505, -46.6333], ['Rio de Janeiro', -22.9068, -43.1729], ['Belo Horizonte', -19.9167, -43.9345], ['Porto Alegre', -30.0346, -51.2177], ['Salvador', -12.9777, -38.5016], ['Recife', -8.0476, -34.877], ['Fortaleza', -3.7319, -38.5267], ['Curitiba', -25.4284, -49.2733], ['Goiânia', -16.6869, -49.2648]],
    men: ['Gabriel', 'Vinícius', 'João Pedro', 'Matheus', 'Lucas', 'Guilherme', 'Caíque', 'Thiago', 'Rafael', 'Felipe', 'Caio', 'Luiz Henrique'],
    women: ['Bruna', 'Ana Clara', 'Letícia', 'Débora', 'Júlia', 'Tainá'],
    surnames: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Pereira', 'Ferreira', 'Costa', 'Rodrigues', 'Almeida', 'Conceição', 'Araújo', 'Magalhães', 'Gonçalves', 'Antônio'],
    clubs: ['EC {c}', 'Atlético {c}', 'América {c}', 'Esporte Clube {c}', 'Grêmio {c}', 'Sport Club {c}'],
  },
  {
    code: 'AR', weight: 6, languages: ['Spanish'],
    cities: [['Buenos Aires', -34.6037, -58.3816], ['Córdoba', -31.4201, -64.1888], ['Rosario', -32.9442, -60.6505], ['Mendoza', -32.8895, -68.8458], ['La Plata', -34.9214, -57.9544], ['Tucumán', -26.8083, -65.2176]],
    men: ['Mateo', 'Santiago', 'Thiago', 'Benjamín', 'Joaquín', 'Nicolás', 'Ignacio', 'Facundo', 'Agustín', 'Tomás', 'Gonzalo', 'Ezequiel'],
    women: ['Valentina', 'Martina', 'Florencia', 'Agustina', 'Milagros', 'Camila'],
    surnames: ['González', 'Rodríguez', 'Gómez', 'Fernández', 'López', 'Díaz', 'Martínez', 'Pérez', 'Álvarez', 'Romero', 'Sosa', 'Giménez', 'Torres', 'Ruiz', 'Benítez'],
    clubs: ['Club Atlético {c}', 'Deportivo {c}', 'Sportivo {c}', 'Independiente {c}', 'Unión {c}', 'Gimnasia {c}'],
  },
  {
    code: 'UY', weight: 2, languages: ['Spanish'],
    cities: [['Montevideo', -34.9011, -56.1645], ['Salto', -31.3833, -57.9667], ['Paysandú', -32.3214, -58.0756], ['Maldonado', -34.9, -54.95], ['Rivera', -30.9053, -55.5508]],
    men: ['Federico', 'Rodrigo', 'Mauricio', 'Ronald', 'Manuel', 'Maximiliano', 'Facundo', 'Agustín', 'Sebastián', 'Nahuel'],
    women: ['Esperanza', 'Yamila', 'Belén', 'Pilar', 'Sofía', 'Wendy'],
    surnames: ['Rodríguez', 'González', 'Fernández', 'Pereira', 'Silva', 'Martínez', 'Sosa', 'Núñez', 'Castro', 'Olivera', 'Cabrera', 'Méndez'],
    clubs: ['Club Atlético {c}', 'Defensor {c}', 'Danubio {c}', 'Liverpool {c}', 'Wanderers {c}', 'Racing {c}'],
  },
  {
    code: 'CO', weight: 4, languages: ['Spanish'],
    cities: [['Bogotá', 4.711, -74.0721], ['Medellín', 6.2442, -75.5812], ['Cali', 3.4516, -76.532], ['Barranquilla', 10.9685, -74.7813], ['Cartagena', 10.391, -75.4794], ['Bucaramanga', 7.1193, -73.1227]],
    men: ['Santiago', 'Esteban', 'Juan Camilo', 'Jhon', 'Andrés', 'Sebastián', 'Camilo', 'Julián', 'Felipe', 'Alejandro'],
    women: ['Linda', 'Mayra', 'Catalina', 'Daniela', 'Leicy', 'Manuela'],
    surnames: ['Ríos', 'Díaz', 'Rodríguez', 'Sánchez', 'Muñoz', 'Córdoba', 'Arias', 'Gómez', 'Vargas', 'Ospina', 'Restrepo', 'Zapata'],
    clubs: ['Deportivo {c}', 'Atlético {c}', 'Independiente {c}', 'Once Caldas {c}', 'Real {c}', 'Cortuluá {c}'],
  },
  {
    code: 'CL', weight: 2, languages: ['Spanish'],
    cities: [['Santiago', -33.4489, -70.6693], ['Valparaíso', -33.0472, -71.6127], ['Concepción', -36.827, -73.0503], ['Antofagasta', -23.6509, -70.3975], ['Temuco', -38.7359, -72.5904]],
    men: ['Benjamín', 'Vicente', 'Martín', 'Matías', 'Tomás', 'Agustín', 'Gabriel', 'Darío', 'Ignacio', 'Cristóbal'],
    women: ['Christiane', 'Francisca', 'Yanara', 'Javiera', 'Josefina', 'Karen'],
    surnames: ['González', 'Muñoz', 'Rojas', 'Díaz', 'Pérez', 'Soto', 'Contreras', 'Silva', 'Martínez', 'Sepúlveda', 'Morales', 'Fuentes'],
    clubs: ['Deportes {c}', 'Club {c}', 'Unión {c}', 'Everton {c}', 'Santiago Wanderers {c}', 'Cobreloa {c}'],
  },
  {
    code: 'PE', weight: 2, languages: ['Spanish'],
    cities: [['Lima', -12.0464, -77.0428], ['Arequipa', -16.409, -71.5375], ['Trujillo', -8.1116, -79.0288], ['Cusco', -13.5319, -71.9675], ['Chiclayo', -6.7714, -79.8409]],
    men: ['Renato', 'André', 'Gianluca', 'Edison', 'Yoshimar', 'Christian', 'Piero', 'Sergio', 'Joao', 'Alexander'],
    women: ['Adriana', 'Gianella', 'Xiomara', 'Luciana', 'Fabiola', 'Milagros'],
    surnames: ['Quispe', 'Flores', 'Sánchez', 'Rodríguez', 'García', 'Huamán', 'Mamani', 'Chávez', 'Ramírez', 'Torres', 'Vargas', 'Castillo'],
    clubs: ['Sport {c}', 'Deportivo {c}', 'Atlético {c}', 'Universitario {c}', 'Cienciano {c}', 'Melgar {c}'],
  },
  {
    code: 'MX', weight: 4, languages: ['Spanish', 'English'],
    cities: [['Mexico City', 19.4326, -99.1332], ['Guadalajara', 20.6597, -103.3496], ['Monterrey', 25.6866, -100.3161], ['Puebla', 19.0414, -98.2063], ['Toluca', 19.2826, -99.6557], ['León', 21.1251, -101.686]],
    men: ['Santiago', 'Hirving', 'Raúl', 'Edson', 'Jesús', 'Héctor', 'Andrés', 'Diego', 'César', 'Érick', 'Uriel', 'Alexis'],
    women: ['Charlyn', 'Kenti', 'Lizbeth', 'Mónica', 'Jacqueline', 'Ximena'],
    surnames: ['Hernández', 'García', 'Martínez', 'López', 'González', 'Sánchez', 'Ramírez', 'Gutiérrez', 'Jiménez', 'Lozano', 'Álvarez', 'Ochoa', 'Orozco'],
    clubs: ['Club Deportivo {c}', 'Atlético {c}', 'Club {c}', 'Tigres {c}', 'Pumas {c}', 'Rayados {c}'],
  },
  {
    code: 'US', weight: 6, languages: ['English', 'Spanish'],
    cities: [['New York', 40.7128, -74.006], ['Los Angeles', 34.0522, -118.2437], ['Chicago', 41.8781, -87.6298], ['Houston', 29.7604, -95.3698], ['Seattle', 47.6062, -122.3321], ['Atlanta', 33.749, -84.388], ['Philadelphia', 39.9526, -75.1652], ['Kansas City', 39.0997, -94.5786], ['Portland', 45.5152, -122.6784]],
    men: ['Tyler', 'Christian', 'Weston', 'Brenden', 'Josh', 'Gio', 'Ricardo', 'Malik', 'DeAndre', 'Cole', 'Jaylen', 'Ethan'],
    women: ['Alex', 'Megan', 'Sophia', 'Trinity', 'Mallory', 'Rose'],
    surnames: ['Smith', 'Johnson', 'Williams', 'Brown', 'Miller', 'Davis', 'Martinez', 'Anderson', 'Taylor', 'Thomas', 'Nguyen', 'Okoro', 'Kowalczyk', 'Garcia'],
    clubs: ['{c} FC', '{c} United', '{c} SC', '{c} Athletic', 'Real {c}', '{c} Union'],
  },
  {
    code: 'CA', weight: 2, languages: ['English', 'French'],
    cities: [['Toronto', 43.6532, -79.3832], ['Montréal', 45.5019, -73.5674], ['Vancouver', 49.2827, -123.1207], ['Calgary', 51.0447, -114.0719], ['Ottawa', 45.4215, -75.6972], ['Edmonton', 53.5461, -113.4938]],
    men: ['Jonathan', 'Liam', 'Samuel', 'Mathieu', 'Étienne', 'Owen', 'Nathan', 'Félix', 'Jacob', 'Logan'],
    women: ['Christine', 'Jessie', 'Ashley', 'Kadeisha', 'Vanessa', 'Évelyne'],
    surnames: ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Smith', 'Brown', 'Wilson', 'MacDonald', 'Campbell', 'Lee', 'Singh'],
    clubs: ['{c} FC', 'Cavalry {c}', 'Forge {c}', 'CF {c}', 'Atlético {c}', '{c} Whitecaps Academy'],
  },
  {
    code: 'JP', weight: 3, languages: ['Japanese'],
    cities: [['Tokyo', 35.6762, 139.6503], ['Osaka', 34.6937, 135.5023], ['Yokohama', 35.4437, 139.638], ['Nagoya', 35.1815, 136.9066], ['Sapporo', 43.0618, 141.3545], ['Fukuoka', 33.5904, 130.4017], ['Kobe', 34.6901, 135.1955]],
    men: ['Takumi', 'Kaoru', 'Daichi', 'Ritsu', 'Wataru', 'Junya', 'Takefusa', 'Kou', 'Ayase', 'Yūki', 'Shūto', 'Haruto'],
    women: ['Saki', 'Yui', 'Hinata', 'Mana', 'Fūka', 'Riko'],
    surnames: ['Satō', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Itō', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Yoshida', 'Yamada', 'Sasaki', 'Matsumoto', 'Inoue'],
    clubs: ['{c} FC', 'FC {c}', '{c} United', 'Sporting {c}', 'Vissel {c}', 'Cerezo {c}'],
  },
  {
    code: 'KR', weight: 2, languages: ['Korean', 'English'],
    cities: [['Seoul', 37.5665, 126.978], ['Busan', 35.1796, 129.0756], ['Incheon', 37.4563, 126.7052], ['Daegu', 35.8714, 128.6014], ['Gwangju', 35.1595, 126.8526], ['Ulsan', 35.5384, 129.3114]],
    men: ['Min-jun', 'Seo-jun', 'Do-yun', 'Ye-jun', 'Si-woo', 'Ha-joon', 'Joo-won', 'Ji-ho', 'Jun-seo', 'Hyun-woo'],
    women: ['Ji-so', 'Ga-eun', 'Min-a', 'So-yun', 'Yu-ri', 'Seo-yeon'],
    surnames: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon', 'Jang', 'Lim', 'Hwang', 'Son'],
    clubs: ['{c} FC', '{c} Citizen', '{c} United', '{c} Hyundai', 'FC {c}', '{c} IPark'],
  },
  {
    code: 'AU', weight: 2, languages: ['English'],
    cities: [['Sydney', -33.8688, 151.2093], ['Melbourne', -37.8136, 144.9631], ['Brisbane', -27.4698, 153.0251], ['Perth', -31.9523, 115.8613], ['Adelaide', -34.9285, 138.6007], ['Newcastle', -32.9283, 151.7817]],
    men: ['Jack', 'Noah', 'Lachlan', 'Riley', 'Cooper', 'Hamish', 'Mitchell', 'Nestory', 'Kusini', 'Cameron'],
    women: ['Sam', 'Ellie', 'Mary', 'Hayley', 'Caitlin', 'Steph'],
    surnames: ['Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Nguyen', 'Martin', 'Kelly', 'Anderson', 'Papadopoulos', 'Rossi'],
    clubs: ['{c} FC', '{c} City', '{c} Olympic', '{c} Victory', 'Western {c}', '{c} Jets'],
  },
  {
    code: 'ML', weight: 1, languages: ['French', 'Bambara'],
    cities: [['Bamako', 12.6392, -8.0029], ['Sikasso', 11.3176, -5.6665], ['Ségou', 13.4317, -6.2157], ['Mopti', 14.4843, -4.1827], ['Kayes', 14.447, -11.4445]],
    men: ['Amadou', 'Yves', 'Moussa', 'Kalifa', 'Hamari', 'Adama', 'Boubacar', 'Mohamed', 'Lassana', 'El Bilal'],
    women: ['Aïssata', 'Kadiatou', 'Oumou', 'Fatoumata', 'Bintou', 'Salimata'],
    surnames: ['Traoré', 'Diarra', 'Keïta', 'Koné', 'Coulibaly', 'Sissoko', 'Touré', 'Dembélé', 'Sangaré', 'Diakité', 'Camara', 'Sidibé'],
    clubs: ['Stade Malien {c}', 'Djoliba AC {c}', 'Real {c}', 'AS {c}', 'Onze Créateurs {c}', 'USFAS {c}'],
  },
  {
    code: 'EC', weight: 1, languages: ['Spanish'],
    cities: [['Quito', -0.1807, -78.4678], ['Guayaquil', -2.1709, -79.9224], ['Cuenca', -2.9001, -79.0059], ['Manta', -0.9677, -80.7089]],
    men: ['Moisés', 'Piero', 'Jostin', 'Enner', 'Kendry', 'Gonzalo', 'Jeremy', 'Ángelo', 'Félix', 'Willian'],
    women: ['Nicole', 'Ingrid', 'Madelin', 'Kerlly', 'Emily', 'Ámbar'],
    surnames: ['Valencia', 'Torres', 'Mina', 'Quiñónez', 'Arboleda', 'Cevallos', 'Vera', 'Zambrano', 'Mendoza', 'Castillo', 'Cedeño', 'Bravo'],
    clubs: ['Liga Deportiva {c}', 'Independiente del Valle {c}', 'Emelec {c}', 'Deportivo {c}', 'Aucas {c}', 'Barcelona SC {c}'],
  },
];

/** Where players born elsewhere most often move to play (their residence differs from their nationality). */
export const DESTINATIONS = ['PT', 'ES', 'FR', 'DE', 'IT', 'GB', 'NL', 'BE', 'US', 'TR'];

/** Main positions of outfield players (weights per 100 outfield players: a squad's usual spread). */
export const OUTFIELD_POSITIONS = [
  ['CB', 18], ['LB', 7], ['RB', 7], ['LWB', 2], ['RWB', 2], ['CDM', 8], ['CM', 12], ['CAM', 7],
  ['LM', 4], ['RM', 4], ['LW', 7], ['RW', 7], ['CF', 3], ['ST', 12],
];

/** Positions a player of a main position also plays, most likely first. */
export const NEIGHBOURS = {
  CB: ['CDM', 'RB', 'LB'], LB: ['LWB', 'LM', 'CB'], RB: ['RWB', 'RM', 'CB'], LWB: ['LB', 'LM', 'LW'],
  RWB: ['RB', 'RM', 'RW'], CDM: ['CM', 'CB', 'CAM'], CM: ['CDM', 'CAM', 'RM', 'LM'], CAM: ['CM', 'CF', 'LW', 'RW'],
  LM: ['LW', 'LB', 'CM'], RM: ['RW', 'RB', 'CM'], LW: ['RW', 'LM', 'CF', 'ST'], RW: ['LW', 'RM', 'CF', 'ST'],
  CF: ['ST', 'CAM', 'LW'], ST: ['CF', 'LW', 'RW'],
};

/** Adult height (cm) by main position: the mean; the spread is about 5 cm either way. */
export const ADULT_HEIGHT = {
  GK: 188, CB: 186, LB: 176, RB: 176, LWB: 175, RWB: 175, CDM: 181, CM: 178, CAM: 175,
  LM: 175, RM: 175, LW: 173, RW: 173, CF: 180, ST: 182,
};

/** Relative weight of each age (8..38) among the demo players: many youth, fewer veterans. */
export const AGE_WEIGHTS = [
  [8, 2], [9, 3], [10, 4], [11, 5], [12, 6], [13, 7], [14, 8], [15, 9], [16, 10], [17, 10], [18, 10], [19, 9],
  [20, 8], [21, 8], [22, 7], [23, 7], [24, 6], [25, 6], [26, 5], [27, 5], [28, 4], [29, 4], [30, 3], [31, 3],
  [32, 2], [33, 2], [34, 2], [35, 1], [36, 1], [37, 1], [38, 1],
];

/** Short bios by the line the main position is in. */
export const BIOS = {
  goalkeeper: [
    'Commanding keeper, strong on crosses and calm on the ball.',
    'Shot-stopper with quick reflexes and a long, accurate distribution.',
    'Sweeper-keeper who starts attacks with quick, accurate passing.',
  ],
  defence: [
    'Reads the game early, strong in the air and in one-on-ones.',
    'Composed defender who likes to step out with the ball.',
    'Full of energy on the flank, good delivery from wide areas.',
  ],
  midfield: [
    'Tireless midfielder who wins the ball back and keeps it moving.',
    'Creative passer who finds the runs behind the defence.',
    'Box-to-box player, arrives late in the box and presses high.',
  ],
  attack: [
    'Quick forward who attacks the space behind the last line.',
    'Direct winger, loves one-on-ones and shooting from distance.',
    'Clinical finisher with good hold-up play.',
  ],
};

/** The line (bios) of each main position. */
export const LINE = {
  GK: 'goalkeeper', CB: 'defence', LB: 'defence', RB: 'defence', LWB: 'defence', RWB: 'defence',
  CDM: 'midfield', CM: 'midfield', CAM: 'midfield', LM: 'midfield', RM: 'midfield',
  LW: 'attack', RW: 'attack', CF: 'attack', ST: 'attack',
};

/** Leagues named in career entries (any country: amateur and regional football). */
export const LEAGUES = ['Regional League', 'Youth League', 'Second Division', 'Third Division', 'Amateur League', 'Premier Division'];

package io.benchlab.plugin.tpcc;

import java.util.List;

/**
 * CH-benCHmark's NATION and REGION rows. A nation's key is the character code of an alphanumeric
 * character (48–57, 65–90, 97–122), because the analytical queries join a customer to its nation by
 * the code of the first character of C_STATE, a random a-string: every customer has a nation, and
 * each nation about 1/62 of them.
 */
final class ChNations {
    private ChNations() {
    }

    record Nation(int key, String name, int region) {
    }

    static final List<String> REGIONS = List.of("Africa", "America", "Asia", "Australia", "Europe");

    static final List<Nation> NATIONS = List.of(
            new Nation(48, "Australia", 4), new Nation(49, "Belgium", 5), new Nation(50, "Cameroon", 1),
            new Nation(51, "Denmark", 5), new Nation(52, "Equador", 2), new Nation(53, "France", 5),
            new Nation(54, "Germany", 5), new Nation(55, "Hungary", 5), new Nation(56, "Italy", 5),
            new Nation(57, "Japan", 3),
            new Nation(65, "Kenya", 1), new Nation(66, "Lithuania", 5), new Nation(67, "Mexico", 2),
            new Nation(68, "Netherlands", 5), new Nation(69, "Oman", 1), new Nation(70, "Portugal", 5),
            new Nation(71, "Qatar", 1), new Nation(72, "Rwanda", 1), new Nation(73, "Serbia", 5),
            new Nation(74, "Togo", 1), new Nation(75, "United States", 2), new Nation(76, "Vietnam", 3),
            new Nation(77, "Singapore", 3), new Nation(78, "Cambodia", 3), new Nation(79, "Yemen", 1),
            new Nation(80, "Zimbabwe", 1), new Nation(81, "Argentina", 2), new Nation(82, "Bolivia", 2),
            new Nation(83, "Canada", 2), new Nation(84, "Dominican Republic", 2), new Nation(85, "Egypt", 1),
            new Nation(86, "Finland", 5), new Nation(87, "Ghana", 1), new Nation(88, "Haiti", 2),
            new Nation(89, "India", 3), new Nation(90, "Jamaica", 4),
            new Nation(97, "Kazakhstan", 3), new Nation(98, "Luxemburg", 5), new Nation(99, "Marocco", 1),
            new Nation(100, "Norway", 5), new Nation(101, "Poland", 5), new Nation(102, "Peru", 2),
            new Nation(103, "Nicaragua", 2), new Nation(104, "Romania", 5), new Nation(105, "South Africa", 1),
            new Nation(106, "Thailand", 3), new Nation(107, "United Kingdom", 5), new Nation(108, "Venezuela", 2),
            new Nation(109, "Liechtenstein", 5), new Nation(110, "Austria", 5), new Nation(111, "Laos", 3),
            new Nation(112, "Zambia", 1), new Nation(113, "Switzerland", 5), new Nation(114, "China", 3),
            new Nation(115, "Papua New Guinea", 4), new Nation(116, "East Timor", 4), new Nation(117, "Bulgaria", 5),
            new Nation(118, "Brazil", 2), new Nation(119, "Albania", 5), new Nation(120, "Andorra", 5),
            new Nation(121, "Belize", 2), new Nation(122, "Botswana", 1));
}

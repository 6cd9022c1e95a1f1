package io.benchlab.dataset.tpch;

import io.benchlab.api.RowChunk;
import io.benchlab.api.RowSink;
import io.trino.tpch.Customer;
import io.trino.tpch.LineItem;
import io.trino.tpch.Nation;
import io.trino.tpch.Order;
import io.trino.tpch.Part;
import io.trino.tpch.PartSupplier;
import io.trino.tpch.Region;
import io.trino.tpch.Supplier;
import io.trino.tpch.TpchTable;

import java.io.IOException;
import java.time.LocalDate;

/**
 * Writes io.trino.tpch rows (dbgen's rows) into a {@link RowSink} in {@link TpchSchema} column
 * order. Money as {@code addDecimal(cents, 2)}, dates as {@code YYYY-MM-DD} from a precomputed
 * table (io.trino.tpch gives days since 1970-01-01), no per-field formatting.
 */
public final class TpchRows {
    /** First cached epoch day: 1990-01-01; TPC-H dates lie in 1992-01-01..1998-12-31. */
    private static final int DATE_CACHE_FROM = (int) LocalDate.of(1990, 1, 1).toEpochDay();
    private static final String[] DATE_CACHE = new String[(int) (LocalDate.of(2001, 1, 1).toEpochDay() - DATE_CACHE_FROM)];
    private static final String[] CHARS = new String[128];

    static {
        for (int i = 0; i < DATE_CACHE.length; i++) {
            DATE_CACHE[i] = LocalDate.ofEpochDay(DATE_CACHE_FROM + i).toString();
        }
        for (int i = 0; i < CHARS.length; i++) {
            CHARS[i] = String.valueOf((char) i);
        }
    }

    private TpchRows() {
    }

    /** {@code YYYY-MM-DD} for days since 1970-01-01. */
    public static String date(int epochDay) {
        int i = epochDay - DATE_CACHE_FROM;
        return i >= 0 && i < DATE_CACHE.length ? DATE_CACHE[i] : LocalDate.ofEpochDay(epochDay).toString();
    }

    private static String ch(char c) {
        return c < 128 ? CHARS[c] : String.valueOf(c);
    }

    /** The rows of one part ({@code 1..partCount}) of a table. */
    public static RowChunk chunk(String table, double sf, int part, int partCount) {
        return switch (table) {
            case "region" -> sink -> {
                for (Region r : TpchTable.REGION.createGenerator(sf, part, partCount)) {
                    sink.add(r.getRegionKey()).add(r.getName()).add(r.getComment()).endRow();
                }
            };
            case "nation" -> sink -> {
                for (Nation n : TpchTable.NATION.createGenerator(sf, part, partCount)) {
                    sink.add(n.getNationKey()).add(n.getName()).add(n.getRegionKey()).add(n.getComment()).endRow();
                }
            };
            case "supplier" -> sink -> {
                for (Supplier s : TpchTable.SUPPLIER.createGenerator(sf, part, partCount)) {
                    sink.add(s.getSupplierKey()).add(s.getName()).add(s.getAddress()).add(s.getNationKey())
                            .add(s.getPhone()).addDecimal(s.getAccountBalanceInCents(), 2).add(s.getComment()).endRow();
                }
            };
            case "part" -> sink -> {
                for (Part p : TpchTable.PART.createGenerator(sf, part, partCount)) {
                    sink.add(p.getPartKey()).add(p.getName()).add(p.getManufacturer()).add(p.getBrand())
                            .add(p.getType()).add(p.getSize()).add(p.getContainer())
                            .addDecimal(p.getRetailPriceInCents(), 2).add(p.getComment()).endRow();
                }
            };
            case "partsupp" -> sink -> {
                for (PartSupplier ps : TpchTable.PART_SUPPLIER.createGenerator(sf, part, partCount)) {
                    sink.add(ps.getPartKey()).add(ps.getSupplierKey()).add(ps.getAvailableQuantity())
                            .addDecimal(ps.getSupplyCostInCents(), 2).add(ps.getComment()).endRow();
                }
            };
            case "customer" -> sink -> {
                for (Customer c : TpchTable.CUSTOMER.createGenerator(sf, part, partCount)) {
                    sink.add(c.getCustomerKey()).add(c.getName()).add(c.getAddress()).add(c.getNationKey())
                            .add(c.getPhone()).addDecimal(c.getAccountBalanceInCents(), 2).add(c.getMarketSegment())
                            .add(c.getComment()).endRow();
                }
            };
            case "orders" -> sink -> {
                for (Order o : TpchTable.ORDERS.createGenerator(sf, part, partCount)) {
                    sink.add(o.getOrderKey()).add(o.getCustomerKey()).add(ch(o.getOrderStatus()))
                            .addDecimal(o.getTotalPriceInCents(), 2).add(date(o.getOrderDate()))
                            .add(o.getOrderPriority()).add(o.getClerk()).add(o.getShipPriority())
                            .add(o.getComment()).endRow();
                }
            };
            case "lineitem" -> sink -> writeLineItems(sink, sf, part, partCount);
            default -> throw new IllegalArgumentException("no TPC-H table '" + table + "'");
        };
    }

    private static void writeLineItems(RowSink sink, double sf, int part, int partCount) throws IOException {
        for (LineItem l : TpchTable.LINE_ITEM.createGenerator(sf, part, partCount)) {
            sink.add(l.getOrderKey()).add(l.getPartKey()).add(l.getSupplierKey()).add(l.getLineNumber())
                    .add(l.getQuantity()).addDecimal(l.getExtendedPriceInCents(), 2)
                    .addDecimal(l.getDiscountPercent(), 2).addDecimal(l.getTaxPercent(), 2)
                    .add(l.getReturnFlag()).add(l.getStatus())
                    .add(date(l.getShipDate())).add(date(l.getCommitDate())).add(date(l.getReceiptDate()))
                    .add(l.getShipInstructions()).add(l.getShipMode()).add(l.getComment()).endRow();
        }
    }
}

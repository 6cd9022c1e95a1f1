package io.benchlab.plugin.insertstream;

import java.util.SplittableRandom;

/**
 * Row values per iiBench variant. ORIGINAL (2008): cashregisterid U[0,1000), productid
 * U[0,10000), customerid U[0,100000), price = (U[0,1)·500 + customerid)/100 as FLOAT (correlated
 * with customerid). CURRENT (iibench.py): the same ids, price INT U[0,500), and data of length
 * U[dataMin,dataMax] whose first half is base64 of random bytes and the rest 'a'. The caller
 * supplies one dateandtime per statement.
 */
final class IiBenchRows {
    private static final char[] BASE64 =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".toCharArray();

    static final int CASH_REGISTERS = 1000;
    static final int PRODUCTS = 10_000;
    static final int CUSTOMERS = 100_000;
    static final int MAX_PRICE_CURRENT = 500;

    private IiBenchRows() {
    }

    /** One generated row (without transactionid and dateandtime). {@code price} is a Float or an Integer. */
    record Row(int cashregisterid, int customerid, int productid, Number price, String data) {
    }

    static Row next(IiBenchConfig c, SplittableRandom r) {
        int cashregisterid = r.nextInt(CASH_REGISTERS);
        int productid = r.nextInt(PRODUCTS);
        int customerid = r.nextInt(CUSTOMERS);
        if (c.variant() == IiBenchConfig.Variant.ORIGINAL) {
            float price = (float) ((r.nextDouble() * 500 + customerid) / 100.0);
            return new Row(cashregisterid, customerid, productid, price, null);
        }
        int price = r.nextInt(MAX_PRICE_CURRENT);
        int length = c.dataMin() + r.nextInt(c.dataMax() - c.dataMin() + 1);
        return new Row(cashregisterid, customerid, productid, price, data(length, r));
    }

    /**
     * {@code length} characters: the first ⌊length/2⌋ are base64 digits of random bytes (6 random
     * bits each, i.e. 0.75 of a byte), the rest 'a'; about half the text compresses away.
     */
    static String data(int length, SplittableRandom r) {
        char[] out = new char[length];
        int random = length / 2;
        for (int i = 0; i < length; i++) {
            out[i] = i < random ? BASE64[r.nextInt(64)] : 'a';
        }
        return new String(out);
    }
}

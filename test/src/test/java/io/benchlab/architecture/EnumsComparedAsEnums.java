package io.benchlab.architecture;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.BasicValue;
import org.objectweb.asm.tree.analysis.Frame;
import org.objectweb.asm.tree.analysis.SimpleVerifier;

/**
 * A closed vocabulary (an enum) compared with a string is always unequal, and the compiler says
 * nothing: {@code "cold".equals(phase.kind())} compiled, ran and was false for every cold phase. ArchUnit
 * sees which methods a class calls but not the types of their arguments, so this condition reads each
 * method's byte code with ASM's verifier (which knows the type of every value on the stack) and
 * refuses {@code String.equals}, an enum's {@code equals} and {@code Objects.equals} whenever one side
 * is a {@code String} and the other an enum.
 */
final class EnumsComparedAsEnums extends ArchCondition<JavaClass> {
    private static final Type STRING = Type.getType(String.class);

    EnumsComparedAsEnums() {
        super("compare an enum with an enum, never with a string");
    }

    @Override
    public void check(JavaClass javaClass, ConditionEvents events) {
        ClassNode node = read(javaClass);
        for (MethodNode method : node.methods) {
            if (method.instructions.size() == 0) {
                continue;
            }
            Frame<BasicValue>[] frames;
            try {
                frames = new Analyzer<>(verifier(node)).analyze(node.name, method);
            } catch (AnalyzerException e) {
                events.add(SimpleConditionEvent.violated(javaClass, javaClass.getName() + "." + method.name
                        + " could not be analysed: " + e.getMessage()));
                continue;
            }
            for (int i = 0; i < frames.length; i++) {
                AbstractInsnNode insn = method.instructions.get(i);
                if (frames[i] != null && insn instanceof MethodInsnNode call && comparesEnumWithString(call, frames[i])) {
                    events.add(SimpleConditionEvent.violated(javaClass, javaClass.getName() + "." + method.name + " compares an enum with a string ("
                            + call.owner.replace('/', '.') + "." + call.name + ", line " + line(insn) + ")"));
                }
            }
        }
    }

    private boolean comparesEnumWithString(MethodInsnNode call, Frame<BasicValue> frame) {
        boolean objectEquals = call.name.equals("equals") && call.desc.equals("(Ljava/lang/Object;)Z");
        boolean objectsEquals = call.owner.equals("java/util/Objects") && call.name.equals("equals")
                && call.desc.equals("(Ljava/lang/Object;Ljava/lang/Object;)Z");
        if (!objectEquals && !objectsEquals) {
            return false;
        }
        Type a = frame.getStack(frame.getStackSize() - 2).getType();
        Type b = frame.getStack(frame.getStackSize() - 1).getType();
        return STRING.equals(a) && isEnum(b) || STRING.equals(b) && isEnum(a);
    }

    private static boolean isEnum(Type type) {
        if (type == null || type.getSort() != Type.OBJECT) {
            return false;
        }
        try {
            Class<?> c = Class.forName(type.getClassName(), false, EnumsComparedAsEnums.class.getClassLoader());
            return Enum.class.isAssignableFrom(c) && c != Enum.class;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    private static SimpleVerifier verifier(ClassNode node) {
        List<Type> interfaces = new ArrayList<>();
        node.interfaces.forEach(i -> interfaces.add(Type.getObjectType(i)));
        SimpleVerifier verifier = new SimpleVerifier(Opcodes.ASM9, Type.getObjectType(node.name),
                node.superName == null ? null : Type.getObjectType(node.superName), interfaces, (node.access & Opcodes.ACC_INTERFACE) != 0) {
        };
        verifier.setClassLoader(EnumsComparedAsEnums.class.getClassLoader());
        return verifier;
    }

    private static ClassNode read(JavaClass javaClass) {
        String resource = javaClass.getName().replace('.', '/') + ".class";
        try (InputStream in = EnumsComparedAsEnums.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("no class file for " + javaClass.getName());
            }
            ClassNode node = new ClassNode();
            new ClassReader(in).accept(node, ClassReader.SKIP_FRAMES);
            return node;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static int line(AbstractInsnNode insn) {
        for (AbstractInsnNode n = insn; n != null; n = n.getPrevious()) {
            if (n instanceof org.objectweb.asm.tree.LineNumberNode l) {
                return l.line;
            }
        }
        return -1;
    }
}

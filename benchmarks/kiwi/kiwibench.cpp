//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// kiwibench: times kiwi (the C++ Cassowary solver behind kiwisolver) on a layout system written
// by UIKitBenchmark's SolverBench.swift, so that both solvers solve exactly the same systems.
// Built by benchmarks/build-peers.sh against kiwi's headers from the kiwisolver sdist (nothing
// of kiwi is committed).
//
//   kiwibench SYSTEM_FILE [BUILD_REPEATS] [RESOLVE_REPEATS] [SET_REPEATS]
//
// Input (text, one record per line):
//   variables N
//   constraint REL PRIORITY CONSTANT K VAR COEF ... VAR COEF     sum + CONSTANT (REL) 0
//   edit VAR PRIORITY VALUE0 VALUE1
//   animate CONSTRAINT CONSTANT0 CONSTANT1
// REL is le, eq or ge; PRIORITY 1000 is required, lower ones become kiwi strengths of that
// weight. Times are thread CPU time. Output: one JSON line with build_ms (median over BUILD_REPEATS of: make the variables,
// add every constraint, add the edit variable, suggest VALUE0, updateVariables), resolve_ms
// (median over RESOLVE_REPEATS of: suggest the other value, updateVariables), set_constant_ms
// (median over SET_REPEATS of: give constraint number CONSTRAINT the other constant — kiwi
// has no call for that, so remove it and add it again — then updateVariables), and a checksum
// of the solved values (after the last re-solve, before the constant changes).
#include <kiwi/kiwi.h>

#include <time.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct Row {
    kiwi::RelationalOperator op;
    double priority;
    double constant;
    std::vector<std::pair<int, double>> terms;
};

struct System {
    int variables = 0;
    std::vector<Row> rows;
    int editVariable = -1;
    double editPriority = 0, value0 = 0, value1 = 0;
    int animated = -1;
    double constant0 = 0, constant1 = 0;
};

bool read(const char *path, System &system) {
    std::ifstream in(path);
    if (!in) return false;
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream s(line);
        std::string kind;
        if (!(s >> kind)) continue;
        if (kind == "variables") {
            s >> system.variables;
        } else if (kind == "constraint") {
            Row row;
            std::string rel;
            int k = 0;
            s >> rel >> row.priority >> row.constant >> k;
            row.op = rel == "le" ? kiwi::OP_LE : rel == "ge" ? kiwi::OP_GE : kiwi::OP_EQ;
            for (int i = 0; i < k; ++i) {
                int v;
                double c;
                s >> v >> c;
                row.terms.emplace_back(v, c);
            }
            system.rows.push_back(std::move(row));
        } else if (kind == "edit") {
            s >> system.editVariable >> system.editPriority >> system.value0 >> system.value1;
        } else if (kind == "animate") {
            s >> system.animated >> system.constant0 >> system.constant1;
        }
    }
    return system.variables > 0;
}

double strengthOf(double priority) {
    return priority >= 1000 ? kiwi::strength::required : priority;
}

kiwi::Constraint makeConstraint(const Row &row, const std::vector<kiwi::Variable> &vars, double constant) {
    std::vector<kiwi::Term> terms;
    terms.reserve(row.terms.size());
    for (const auto &t : row.terms) terms.emplace_back(vars[t.first], t.second);
    return kiwi::Constraint(kiwi::Expression(std::move(terms), constant), row.op, strengthOf(row.priority));
}

// Thread CPU time in milliseconds, as SolverBench.swift measures: the machine may be busy.
double nowMs() {
    timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

}  // namespace

int main(int argc, char **argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: kiwibench SYSTEM_FILE [BUILD_REPEATS] [RESOLVE_REPEATS] [SET_REPEATS]\n");
        return 2;
    }
    System system;
    if (!read(argv[1], system)) {
        std::fprintf(stderr, "kiwibench: cannot read %s\n", argv[1]);
        return 1;
    }
    int buildRepeats = argc > 2 ? std::max(1, std::atoi(argv[2])) : 5;
    int resolveRepeats = argc > 3 ? std::max(1, std::atoi(argv[3])) : 200;
    int setRepeats = argc > 4 ? std::max(1, std::atoi(argv[4])) : resolveRepeats;

    std::vector<double> builds, resolves, sets;
    double checksum = 0;
    for (int run = 0; run < buildRepeats; ++run) {
        double start = nowMs();
        kiwi::Solver solver;
        std::vector<kiwi::Variable> vars(system.variables);
        std::vector<kiwi::Constraint> constraints;
        constraints.reserve(system.rows.size());
        for (const Row &row : system.rows) {
            constraints.push_back(makeConstraint(row, vars, row.constant));
            solver.addConstraint(constraints.back());
        }
        if (system.editVariable >= 0) {
            solver.addEditVariable(vars[system.editVariable], strengthOf(system.editPriority));
            solver.suggestValue(vars[system.editVariable], system.value0);
        }
        solver.updateVariables();
        builds.push_back(nowMs() - start);

        if (run == buildRepeats - 1 && system.editVariable >= 0) {
            for (int i = 0; i < resolveRepeats; ++i) {
                double value = i % 2 == 0 ? system.value1 : system.value0;
                double t0 = nowMs();
                solver.suggestValue(vars[system.editVariable], value);
                solver.updateVariables();
                resolves.push_back(nowMs() - t0);
            }
            // Leave it at value1 for the checksum, as the Swift side does.
            solver.suggestValue(vars[system.editVariable], system.value1);
            solver.updateVariables();
        }
        if (run == buildRepeats - 1) {
            for (const kiwi::Variable &v : vars) checksum += v.value();
        }
        if (run == buildRepeats - 1 && system.animated >= 0 && system.animated < (int)system.rows.size()) {
            const Row &row = system.rows[system.animated];
            kiwi::Constraint current = constraints[system.animated];
            for (int i = 0; i < setRepeats; ++i) {
                double constant = i % 2 == 0 ? system.constant1 : system.constant0;
                double t0 = nowMs();
                solver.removeConstraint(current);
                current = makeConstraint(row, vars, constant);
                solver.addConstraint(current);
                solver.updateVariables();
                sets.push_back(nowMs() - t0);
            }
        }
    }
    std::printf("{\"build_ms\": %.6f, \"resolve_ms\": %.6f, \"set_constant_ms\": %.6f, "
                "\"constraints\": %zu, \"checksum\": %.6f}\n",
                median(builds), resolves.empty() ? 0.0 : median(resolves), sets.empty() ? 0.0 : median(sets),
                system.rows.size(), checksum);
    return 0;
}
